import { describe, expect, it } from 'vitest';
import { escapeHtml, fieldsBlock, oneLine } from './text.js';

describe('mail text', () => {
  it('escapes markup', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });

  it('makes a header value one line, whatever it holds', () => {
    expect(oneLine('Sita\r\nBcc: thief@example.com')).toBe('Sita Bcc: thief@example.com');
    expect(oneLine('a\u2028b\tc\u0085d')).toBe('a b c d');
  });

  it('lays fields out as text and as an escaped table', () => {
    const block = fieldsBlock([
      ['Name', '<b>Ram</b>'],
      ['Email', ''],
    ]);
    expect(block.text).toBe('Name:\n<b>Ram</b>\n\nEmail:\n—');
    expect(block.html).toContain('&lt;b&gt;Ram&lt;/b&gt;');
    expect(block.html).not.toContain('<b>');
  });
});
