import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size.ts';
import { SAMPLES } from './testing/sample-files.ts';

/** A PNG's head: the signature and an IHDR chunk (enough for the size; no pixels). */
function png(width: number, height: number): Buffer {
  const head = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(head);
  head.writeUInt32BE(13, 8);
  head.write('IHDR', 12, 'latin1');
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  head.writeUInt8(8, 24);
  head.writeUInt8(2, 25);
  return head;
}

const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];

/** A JPEG's head: SOI, an APP0 and an APP1 segment to walk past, then a start-of-frame `marker`. */
function jpeg(width: number, height: number, marker = 0xc0): Buffer {
  const app0 = [0xff, 0xe0, ...u16be(16), ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const app1 = [0xff, 0xe1, ...u16be(8), ...Buffer.from('Exif\0\0')];
  const dht = [0xff, 0xc4, ...u16be(3), 0];
  const sof = [0xff, marker, ...u16be(11), 8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0];
  return Buffer.from([0xff, 0xd8, ...app0, ...app1, 0xff, ...dht, ...sof, 0xff, 0xd9]);
}

function riff(chunk: string, body: number[]): Buffer {
  const data = Buffer.from([...Buffer.from(chunk, 'latin1'), ...u24le(body.length), 0, ...body]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + data.length);
  return Buffer.concat([Buffer.from('RIFF'), size, Buffer.from('WEBP'), data]);
}

const vp8 = (w: number, h: number) =>
  riff('VP8 ', [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...u16le(w), ...u16le(h), 0, 0]);
function vp8l(w: number, h: number): Buffer {
  const bits = ((w - 1) & 0x3fff) | (((h - 1) & 0x3fff) << 14);
  const word = Buffer.alloc(4);
  word.writeUInt32LE(bits >>> 0);
  return riff('VP8L', [0x2f, ...word, 0, 0, 0]);
}
const vp8x = (w: number, h: number) => riff('VP8X', [0, 0, 0, 0, ...u24le(w - 1), ...u24le(h - 1)]);

function gif(w: number, h: number): Buffer {
  return Buffer.from([...Buffer.from('GIF89a'), ...u16le(w), ...u16le(h), 0, 0, 0, 0x3b]);
}

describe('imageSize: width and height from the bytes (docs/navigation.md, Sliders)', () => {
  it('reads a PNG from its IHDR', () => {
    expect(imageSize(png(1200, 600))).toEqual({
      width: 1200,
      height: 600,
    });
    expect(imageSize(SAMPLES.png)).toEqual({ width: 1, height: 1 });
  });

  it('reads a JPEG from its first start-of-frame, past other segments, baseline and progressive', () => {
    expect(imageSize(jpeg(1200, 600))).toEqual({ width: 1200, height: 600 });
    expect(imageSize(jpeg(799, 400, 0xc2))).toEqual({ width: 799, height: 400 });
    expect(imageSize(SAMPLES.jpeg)).toEqual({ width: 1, height: 1 });
    // a Huffman table (C4) is no frame; a JPEG cut before its frame has no size
    expect(imageSize(jpeg(1200, 600).subarray(0, 40))).toBeNull();
  });

  it('reads the three kinds of WebP', () => {
    expect(imageSize(vp8(1024, 512))).toEqual({ width: 1024, height: 512 });
    expect(imageSize(vp8l(800, 400))).toEqual({ width: 800, height: 400 });
    expect(imageSize(vp8x(4000, 2000))).toEqual({ width: 4000, height: 2000 });
    expect(imageSize(SAMPLES.webp)).toEqual({ width: 1, height: 1 });
  });

  it('reads a GIF’s logical screen', () => {
    expect(imageSize(gif(900, 450))).toEqual({ width: 900, height: 450 });
    expect(imageSize(SAMPLES.gif)).toEqual({ width: 1, height: 1 });
  });

  it('answers null for what is no image or is cut short', () => {
    for (const bytes of [SAMPLES.pdf, SAMPLES.mp4, SAMPLES.svg, Buffer.alloc(0), SAMPLES.png.subarray(0, 20)])
      expect(imageSize(bytes)).toBeNull();
    expect(imageSize(gif(0, 10))).toBeNull();
  });
});
