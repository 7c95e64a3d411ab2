import { describe, expect, it } from 'vitest';
import { admissionMessages, bytesPerMegabyte } from '../../content/admission';
import { admissionWords } from '../../content/ne/admission';
import { checkBirthCertificate, checkPhoto, fileRefusal, formatFileSize } from './fileChecks';

function fileOf(name: string, type: string, size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const megabytes = (count: number) => count * bytesPerMegabyte;

describe('checkPhoto', () => {
  it("accepts any image type up to office-service's photo limit (5 MB unless the operator set another)", () => {
    expect(checkPhoto(fileOf('a.png', 'image/png'))).toBeUndefined();
    expect(checkPhoto(fileOf('a.webp', 'image/webp'))).toBeUndefined();
    expect(checkPhoto(fileOf('a.heic', 'image/heic', megabytes(5)))).toBeUndefined();
    expect(checkPhoto(null)).toBeUndefined();
  });

  it('refuses a file that is not an image', () => {
    expect(checkPhoto(fileOf('cv.pdf', 'application/pdf'))).toBe(admissionMessages.photoNotImage('cv.pdf'));
  });

  it('refuses an image over the limit, saying how large it is and the limit', () => {
    const message = checkPhoto(fileOf('big.jpg', 'image/jpeg', 6.2 * 1024 * 1024));
    expect(message).toBe(admissionMessages.fileTooLarge('big.jpg', '6.2 MB', '5 MB'));
    expect(message).toContain('larger than 5 MB');
    const limits = { photoMaxMb: 8, certificateMaxMb: 10 };
    expect(checkPhoto(fileOf('big.jpg', 'image/jpeg', 6.2 * 1024 * 1024), admissionMessages, limits)).toBeUndefined();
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

  it("takes a 6.5 MB scan under office-service's 10 MB, and refuses one over it", () => {
    expect(checkBirthCertificate(fileOf('scan.pdf', 'application/pdf', 6.5 * 1024 * 1024))).toBeUndefined();
    expect(checkBirthCertificate(fileOf('scan.pdf', 'application/pdf', megabytes(10) + 1))).toBe(
      admissionMessages.fileTooLarge('scan.pdf', '10.0 MB', '10 MB'),
    );
  });
});

describe('fileRefusal', () => {
  const limits = { photoMaxMb: 5, certificateMaxMb: 10 };
  it("says the office's reason for a refused file in the page's words", () => {
    const photo = fileOf('holiday.jpg', 'image/jpeg');
    expect(fileRefusal('photo', 'wrong-kind', photo, admissionWords.messages, limits)).toBe(
      '"holiday.jpg" फोटो होइन। कृपया JPEG वा PNG जस्तो फोटो फाइल छान्नुहोस्।',
    );
    const scan = fileOf('scan.pdf', 'application/pdf', megabytes(12));
    expect(fileRefusal('birthCertificate', 'too-large', scan, admissionWords.messages, limits)).toBe(
      '"scan.pdf" १२.० एमबी को छ, १० एमबीभन्दा ठूलो। कृपया अझ सानो फाइल वा सानो स्क्यान छान्नुहोस्।',
    );
    expect(fileRefusal('birthCertificate', 'wrong-kind', scan, admissionMessages, limits)).toBe(
      admissionMessages.certificateWrongType('scan.pdf'),
    );
    expect(fileRefusal('photo', 'twice', photo, admissionMessages, limits)).toBeUndefined();
  });
});

describe('formatFileSize', () => {
  it('writes sizes as parents read them', () => {
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(850 * 1024)).toBe('850 KB');
    expect(formatFileSize(6.2 * 1024 * 1024)).toBe('6.2 MB');
  });
});
