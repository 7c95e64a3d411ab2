import { describe, expect, it } from 'vitest';
import { admissionMessages, maxUploadBytes } from '../../content/admission';
import { checkBirthCertificate, checkPhoto, formatFileSize } from './fileChecks';

function fileOf(name: string, type: string, size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('checkPhoto', () => {
  it('accepts any image type up to 5 MB', () => {
    expect(checkPhoto(fileOf('a.png', 'image/png'))).toBeUndefined();
    expect(checkPhoto(fileOf('a.webp', 'image/webp'))).toBeUndefined();
    expect(checkPhoto(fileOf('a.heic', 'image/heic', maxUploadBytes))).toBeUndefined();
    expect(checkPhoto(null)).toBeUndefined();
  });

  it('refuses a file that is not an image', () => {
    expect(checkPhoto(fileOf('cv.pdf', 'application/pdf'))).toBe(admissionMessages.photoNotImage('cv.pdf'));
  });

  it('refuses an image over 5 MB, saying how large it is', () => {
    const message = checkPhoto(fileOf('big.jpg', 'image/jpeg', 6.2 * 1024 * 1024));
    expect(message).toBe(admissionMessages.fileTooLarge('big.jpg', '6.2 MB'));
    expect(message).toContain('larger than 5 MB');
  });
});

describe('checkBirthCertificate', () => {
  it.each(['scan.pdf', 'letter.doc', 'letter.docx', 'photo.jpg', 'photo.JPEG', 'scan.png'])('accepts %s', (name) => {
    // Phones often give Word files no type: the name decides.
    expect(checkBirthCertificate(fileOf(name, ''))).toBeUndefined();
  });

  it.each(['scan.gif', 'archive.zip', 'README'])('refuses %s', (name) => {
    expect(checkBirthCertificate(fileOf(name, ''))).toBe(admissionMessages.certificateWrongType(name));
  });

  it('refuses a certificate over 5 MB', () => {
    expect(checkBirthCertificate(fileOf('scan.pdf', 'application/pdf', maxUploadBytes + 1))).toBe(
      admissionMessages.fileTooLarge('scan.pdf', '5.0 MB'),
    );
  });
});

describe('formatFileSize', () => {
  it('writes sizes as parents read them', () => {
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(850 * 1024)).toBe('850 KB');
    expect(formatFileSize(6.2 * 1024 * 1024)).toBe('6.2 MB');
  });
});
