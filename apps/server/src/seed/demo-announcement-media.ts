import { deflateSync } from 'node:zlib';

/** Small, valid files for the demo announcements, made in code (no binary assets in the repository). */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

/** A PNG (320×200 unless said): a diagonal blend of two colours with soft stripes (a "photo" placeholder). */
export function demoPng(from: Rgb, to: Rgb, stripes: number, width = 320, height = 200): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const mix = (x / width + y / height) / 2;
      const shade = 0.85 + 0.15 * Math.sin(((x + y) / width) * Math.PI * stripes);
      for (let c = 0; c < 3; c++) {
        const value = ((from[c] as number) * (1 - mix) + (to[c] as number) * mix) * shade;
        raw[row + 1 + x * 3 + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 120×80 baseline JPEG photo stand-in: a blue-to-amber gradient with a light disc. */
export const DEMO_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAA' +
    'AABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
    'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAA' +
    'ABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAA' +
    'AAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAA' +
    'AAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAA' +
    'AABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsK' +
    'CA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYV' +
    'FSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCABQAHgDASIAAhEB' +
    'AxEB/8QAGgABAQADAQEAAAAAAAAAAAAAAgEABAUDBv/EACUQAQEAAQMBCQEBAAAAAAAAAAEAAgMEESIFEyExMlFSYXESQf/E' +
    'ABgBAQEBAQEAAAAAAAAAAAAAAAMEBgIF/8QAGBEBAQEBAQAAAAAAAAAAAAAAAgABIQP/2gAMAwEAAhEDEQA/AOQEwoEwvbSv' +
    'IOVCQUCYUyUxyoTCgSCnSlOVCYUCYUyUpyoSCgTCnSlzKhMKBIKZKY5UJhQJhTpSnKhZULKfVJmXzgSCwJBbVKz5yoW3ttnq' +
    'awZPTh7v+2bHb99q85HRj4v39XYDilanBtbDYaOJ1f1k/bLLYaKdP9Y/jbIVKdbNmXL1tpno9Xqx9y8gu3xyeNzt1od1qc4n' +
    'Tl5fUD27zLwCYUCYUyUuZYEwoEwpkpTlQkFgSCnSlOVCyQWQapcy+bCYUCYW0Ss9mXW7OwMdqPyVtstXs7LnbB8VLbKVbUnO' +
    'VJFCRCtkzLC8d7jzt+fijbBeG9eNvx7vEL3l3mXPCQUCYUaUpyoTCgSCnSmzKhMKBMKZKU5ULKhZBqlzL5wJhQJBbVKzxy2d' +
    'lrdzqcZejLz+rrlwgtrb7rPR4x9WPs0y2Y3VJFrYb3RyPHnH9JO80g8OcvwhSlzLY/bn7nV73U4x9OPlTV3Oer4enH2LzCm9' +
    'HIcqEwoEwpUpjlQkFAmFMlLmVCYUCQU6UxyoWSCyn1SZl84EgoEwtqlZ45UJBYEgpkpjlQmFAmFOlLmWBMKBMKZKU5UJBYEg' +
    'p0pTlQmFAmFMlMcsCYUCYU6UpyoWSCyDVLmX/9k=',
  'base64',
);

/** A one-page A4 PDF with a title line (ASCII only: the standard Helvetica encoding). */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '');
  const stream = `BT /F1 20 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
