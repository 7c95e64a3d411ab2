/**
 * A good application's fields, and tiny real files of each kind an application may carry (and some it may not),
 * made in memory for the tests.
 */
import { crc32 } from 'node:zlib';

export const jpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);
/** An OLE2 compound file header (Word 97–2003), padded to one sector. */
export const doc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
export const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
export const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126)]);

/**
 * A zip of stored (uncompressed) entries: local headers, then the central directory and its end record.
 * `declaredSize` overrides the unpacked size the directory states for every entry (a bomb's claim).
 */
export function zip(entries: Record<string, string>, declaredSize?: number): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declaredSize ?? data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
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
export const docxBomb = zip(docxEntries, 0xffff_fff0);

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
