/** Files as a user would choose them, with real leading bytes (the panel recognises files by them). */
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];

const bytesOf = (text: string) => new TextEncoder().encode(text);

/** A PNG named `name`, `size` bytes long (16 by default). */
export function pngFile(name: string, size = PNG_HEAD.length, type = 'image/png'): File {
  const bytes = new Uint8Array(Math.max(size, PNG_HEAD.length));
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type });
}

export const pdfFile = (name: string) => new File([bytesOf('%PDF-1.4\n')], name, { type: 'application/pdf' });

export const gifFile = (name: string) =>
  new File([bytesOf('GIF89a\u0001\u0000')], name, { type: 'image/gif' });

/** A text file, whatever its name says. */
export const textFile = (name: string, type = 'text/plain') =>
  new File([bytesOf('not an image')], name, { type });

export const MB = 1024 * 1024;
