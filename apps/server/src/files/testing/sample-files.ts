/** Tiny but complete files of each accepted type, and hostile ones, for the files tests. */
const b64 = (text: string) => Buffer.from(text, 'base64');

function ftyp(brand: string): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(brand, 8, 'latin1');
  box.writeUInt32BE(0x200, 12);
  box.write(brand, 16, 'latin1');
  box.write('mp41', 20, 'latin1');
  const mdat = Buffer.from([0, 0, 0, 8, 0x6d, 0x64, 0x61, 0x74]);
  return Buffer.concat([box, mdat]);
}

function ebml(docType: string): Buffer {
  const body = Buffer.from([
    ...[0x42, 0x86, 0x81, 0x01], // EBMLVersion 1
    ...[0x42, 0xf7, 0x81, 0x01], // EBMLReadVersion 1
    ...[0x42, 0xf2, 0x81, 0x04], // EBMLMaxIDLength 4
    ...[0x42, 0xf3, 0x81, 0x08], // EBMLMaxSizeLength 8
    ...[0x42, 0x82, 0x80 | docType.length, ...Buffer.from(docType, 'latin1')], // DocType
  ]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body]);
}

export const SAMPLES = {
  /** 1×1 PNG. */
  png: b64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  /** 1×1 baseline JPEG. */
  jpeg: b64(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////' +
      '////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  ),
  /** 1×1 lossless WebP. */
  webp: b64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=='),
  /** 1×1 GIF. */
  gif: b64('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=='),
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
      '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  ),
  mp4: ftyp('isom'),
  mov: ftyp('qt  '),
  heic: ftyp('heic'),
  webm: ebml('webm'),
  mkv: ebml('matroska'),
  html: Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  script: Buffer.from('alert(document.domain)'),
  /** A valid GIF header that is also JavaScript (`GIF89a=…`), a classic polyglot. */
  gifScript: Buffer.concat([
    Buffer.from('GIF89a/*'),
    Buffer.alloc(8),
    Buffer.from('*/=1;<script>x</script>'),
  ]),
};

/** A PNG with a PDF appended: a valid image that a PDF reader would also open. */
export const PNG_WITH_PDF = Buffer.concat([SAMPLES.png, SAMPLES.pdf]);

export const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
