import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDocx } from './docx.js';
import { kindOf, kindOfFile } from './fileKind.js';
import { zip } from '../../test/admissionFiles.js';

const wordParts = {
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  '_rels/.rels': '<Relationships/>',
  'word/document.xml': '<w:document><w:body><w:p>Birth certificate</w:p></w:body></w:document>',
};

const folder = mkdtempSync(join(tmpdir(), 'office-files-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const file = (name: string, content: Buffer) => {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
};

describe('kindOf', () => {
  it.each([
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0x18, 0x45, 0x78, 0x69, 0x66])],
    ['png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['webp', Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')])],
    ['heic', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0])])],
    ['heic', Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypmif1'), Buffer.from([0, 0, 0, 0])])],
    ['pdf', Buffer.from('%PDF-1.7\n%âãÏÓ')],
    ['doc', Buffer.from('d0cf11e0a1b11ae1000000000000000000', 'hex')],
    ['zip', zip(wordParts)],
  ])('reads %s from its first bytes', (kind, head) => {
    expect(kindOf(head)).toBe(kind);
  });

  it.each([
    ['a Windows program', Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff')],
    ['a Linux program', Buffer.from('\x7fELF\x02\x01\x01\x00')],
    ['a shell script', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['an MP4 video', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')])],
    ['nothing', Buffer.alloc(0)],
  ])('knows no kind for %s', (_label, head) => {
    expect(kindOf(head)).toBeUndefined();
  });

  it('reads a file on disk by content, whatever its name says', async () => {
    expect(await kindOfFile(file('photo.jpg', Buffer.from('MZ\x90\x00 program')))).toBeUndefined();
    expect(await kindOfFile(file('scan.exe', Buffer.from('%PDF-1.4 a real pdf')))).toBe('pdf');
  });
});

describe('checkDocx', () => {
  it('accepts a Word document', async () => {
    expect(await checkDocx(file('ok.docx', zip(wordParts)))).toBeUndefined();
  });

  it('refuses a zip that is not a Word document', async () => {
    expect(await checkDocx(file('photos.docx', zip({ 'a.txt': 'hello' })))).toBe('not-a-word-document');
  });

  it('refuses a zip bomb by what its directory declares, without unpacking it', async () => {
    // 64 MB of zeros deflate to about 64 KB: a ratio near 1,000.
    const bomb = zip({ ...wordParts, 'word/media/zeros.bin': Buffer.alloc(64 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await checkDocx(file('bomb.docx', bomb))).toBe('too-large-unpacked');
  });

  it('refuses a zip bomb whose headers lie about its size, by what it really unpacks to', async () => {
    // Declared 1 KB, holds 64 MB of zeros: the directory looks like a small Word document.
    const liar = zip(
      { ...wordParts, 'word/media/zeros.bin': Buffer.alloc(64 * 1024 * 1024) },
      { 'word/media/zeros.bin': 1024 },
    );
    expect(await checkDocx(file('liar.docx', liar))).toBe('too-large-unpacked');
  });

  it('refuses more real bytes in all than the limit, even when each entry is honest', async () => {
    const parts = { ...wordParts, 'word/media/a.bin': Buffer.alloc(3000), 'word/media/b.bin': Buffer.alloc(3000) };
    const path = file('honest.docx', zip(parts));
    expect(await checkDocx(path, { maxEntries: 1000, maxUnpackedBytes: 8000, maxRatio: 1e9 })).toBeUndefined();
    expect(await checkDocx(path, { maxEntries: 1000, maxUnpackedBytes: 5000, maxRatio: 1e9 })).toBe(
      'too-large-unpacked',
    );
  });

  it('refuses more declared bytes in all than the limit, and too many entries', async () => {
    const path = file('big.docx', zip({ ...wordParts, 'word/media/a.bin': Buffer.alloc(2048) }));
    expect(await checkDocx(path, { maxEntries: 1000, maxUnpackedBytes: 1024, maxRatio: 100 })).toBe(
      'too-large-unpacked',
    );
    expect(await checkDocx(path, { maxEntries: 2, maxUnpackedBytes: 1e9, maxRatio: 100 })).toBe('too-large-unpacked');
  });

  it('refuses a file that is no zip at all, or a broken one', async () => {
    expect(await checkDocx(file('fake.docx', Buffer.from('PK\x03\x04 and nothing else')))).toBe('not-a-zip');
    const whole = zip(wordParts);
    expect(await checkDocx(file('cut.docx', whole.subarray(0, whole.length - 10)))).toBe('not-a-zip');
  });
});
