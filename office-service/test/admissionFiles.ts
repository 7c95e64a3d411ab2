/**
 * A good application's fields, and tiny real files of each kind an application may carry (and some it may not),
 * made in memory for the tests.
 */
import { crc32, deflateRawSync } from 'node:zlib';

/** A 1×1 JPEG as sharp writes one (baseline, whole): decodable, as every image an application keeps must be. */
export const jpeg = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8a' +
    'Gi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAA' +
    'AAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAM' +
    'AwEAAhEDEQA/AKAAD//Z',
  'base64',
);
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
/** An OLE2 compound file header (Word 97–2003), padded to one sector. */
export const doc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
export const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
export const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126)]);

/**
 * A real zip file (deflated entries, local headers, central directory and its end record), as Word and any zip tool
 * write them. `declared` overrides the unpacked size the headers state for the entries it names: a bomb's claim.
 */
export function zip(entries: Record<string, Buffer | string>, declared: Record<string, number> = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content);
    const packed = deflateRawSync(data);
    const fileName = Buffer.from(name);
    const common = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0, at + 2); // flags
      header.writeUInt16LE(8, at + 4); // deflate
      header.writeUInt16LE(0, at + 6); // time
      header.writeUInt16LE(0x21, at + 8); // date: 1980-01-01
      header.writeUInt32LE(crc32(data), at + 10);
      header.writeUInt32LE(packed.length, at + 14);
      header.writeUInt32LE(declared[name] ?? data.length, at + 18);
      header.writeUInt16LE(fileName.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    common(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    common(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const docxEntries = {
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  'word/document.xml':
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    '<w:body><w:p><w:r><w:t>Birth certificate</w:t></w:r></w:p></w:body></w:document>',
};
export const docx = zip(docxEntries);
/** A Word document whose directory says each entry unpacks to 4 GB: refused without unpacking a byte. */
export const docxBomb = zip(
  docxEntries,
  Object.fromEntries(Object.keys(docxEntries).map((name) => [name, 0xffff_fff0])),
);
/** A Word document whose image claims 1 KB and unpacks to 120 MB of zeros (about 120 KB packed): a bomb that lies. */
export const lyingDocxBomb = () =>
  zip({ ...docxEntries, 'word/media/image1.png': Buffer.alloc(120 * 1024 * 1024) }, { 'word/media/image1.png': 1024 });

/** A real PDF's start, then a web page with a script: it passes a check of the first bytes, and is no PDF. */
export const htmlPdf = Buffer.from(
  '%PDF-1.7\n<html><body><script>fetch("/x?c=" + document.cookie)</script></body></html>\n',
);

/** The tiny JPEG above, its frame header rewritten to claim `width`×`height` pixels: 20000×20000 is a memory bomb. */
export function jpegClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(jpeg);
  // Its frame header: SOF0 (baseline) or SOF2 (progressive).
  const frame = bytes.findIndex((byte, at) => byte === 0xff && [0xc0, 0xc2].includes(bytes[at + 1] ?? 0));
  if (frame < 0) throw new Error('the JPEG fixture has no frame header');
  bytes.writeUInt16BE(height, frame + 5);
  bytes.writeUInt16BE(width, frame + 7);
  return bytes;
}

/** Every text field of a good application, as the form sends them. */
export const goodApplication: Record<string, string> = {
  firstName: 'Asha',
  middleName: 'Kumari',
  lastName: 'Sah',
  gender: 'Female',
  dob: '2019-04-15',
  classApplied: 'Grade 1',
  fatherRelation: 'Father',
  fatherFirstName: 'Ram',
  fatherLastName: 'Sah',
  fatherEmail: 'ram.parent@example.com',
  fatherPhone: '9812345678',
  fatherEducation: "Bachelor's degree",
  fatherAddress: 'Ward 4, Janakpur',
  motherRelation: 'Mother',
  motherFirstName: 'Sita',
  motherLastName: 'Sah',
  motherEmail: '',
  motherPhone: '041-590123',
  motherEducation: '',
  motherAddress: '',
};
