import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copyText';

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(window.navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

/** jsdom has no execCommand: give it one that records what was selected when "copy" ran. */
function stubExecCommand(result: boolean | Error) {
  const copied: string[] = [];
  const execCommand = vi.fn((command: string) => {
    const active = document.activeElement;
    if (command === 'copy' && active instanceof HTMLTextAreaElement) {
      copied.push(active.value.slice(active.selectionStart, active.selectionEnd));
    }
    if (result instanceof Error) throw result;
    return result;
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
  return { execCommand, copied };
}

describe('copyText', () => {
  afterEach(() => {
    stubClipboard(undefined);
    vi.restoreAllMocks();
  });

  it('uses the Clipboard API when it works', async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    const { execCommand } = stubExecCommand(true);
    expect(await copyText('https://school.example/blogs/peace-rally')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://school.example/blogs/peace-rally');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to selecting the text in a hidden textarea when the Clipboard API refuses', async () => {
    stubClipboard(vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))));
    const { execCommand, copied } = stubExecCommand(true);
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();

    expect(await copyText('https://school.example/a')).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toEqual(['https://school.example/a']);
    // The helper textarea is gone and focus is back where it was.
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('falls back when there is no Clipboard API at all', async () => {
    stubClipboard(undefined);
    const { copied } = stubExecCommand(true);
    expect(await copyText('plain')).toBe(true);
    expect(copied).toEqual(['plain']);
  });

  it('says when neither way worked', async () => {
    stubClipboard(undefined);
    stubExecCommand(false);
    expect(await copyText('x')).toBe(false);
    stubExecCommand(new Error('not supported'));
    expect(await copyText('x')).toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });
});
