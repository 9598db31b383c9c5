import zlib from 'node:zlib';

/** One file of a zip archive by name, inflated (read through the central directory at the end). */
function zipEntry(zip: Buffer, name: string): Buffer {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip file');
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const raw = zip.subarray(data, data + size);
      return method === 8 ? zlib.inflateRawSync(raw) : raw;
    }
    at += 46 + skip;
  }
  throw new Error(`${name} is not in the file`);
}

/** How many rows the first sheet of an .xlsx holds (header included), counted in its XML. */
export function xlsxRowCount(file: Buffer): number {
  const xml = zipEntry(file, 'xl/worksheets/sheet1.xml').toString('utf8');
  return xml.split('<row ').length - 1;
}
