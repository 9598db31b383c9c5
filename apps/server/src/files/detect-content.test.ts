import { describe, expect, it } from 'vitest';
import { detectContent } from './detect-content.ts';
import { findActiveContent } from './find-active-content.ts';
import { PNG_WITH_PDF, SAMPLES } from './testing/sample-files.ts';

describe('detectContent', () => {
  it.each([
    ['png', SAMPLES.png, 'image/png', 'image'],
    ['jpg', SAMPLES.jpeg, 'image/jpeg', 'image'],
    ['webp', SAMPLES.webp, 'image/webp', 'image'],
    ['gif', SAMPLES.gif, 'image/gif', 'image'],
    ['pdf', SAMPLES.pdf, 'application/pdf', 'pdf'],
    ['mp4', SAMPLES.mp4, 'video/mp4', 'video'],
    ['mov', SAMPLES.mov, 'video/quicktime', 'video'],
    ['webm', SAMPLES.webm, 'video/webm', 'video'],
  ])('recognises %s by its bytes', (extension, bytes, contentType, kind) => {
    expect(detectContent(bytes)).toEqual({ extension, contentType, kind });
  });

  it.each([
    ['HTML', SAMPLES.html],
    ['SVG with script', SAMPLES.svg],
    ['plain script', SAMPLES.script],
    ['HEIC (ftyp, not a video brand)', SAMPLES.heic],
    ['Matroska (EBML, not webm)', SAMPLES.mkv],
    ['nothing', Buffer.alloc(0)],
    ['a PNG signature without its IHDR', SAMPLES.png.subarray(0, 8)],
    ['RIFF that is not WebP', Buffer.from('RIFF\x10\0\0\0WAVEfmt ', 'latin1')],
    ['a PDF signature after leading bytes', Buffer.concat([Buffer.from(' '), SAMPLES.pdf])],
  ])('refuses %s', (_label, bytes) => {
    expect(detectContent(bytes)).toBeNull();
  });

  it('works on a view into a larger buffer', () => {
    const shared = Buffer.concat([Buffer.from('junk'), SAMPLES.png]);
    expect(detectContent(shared.subarray(4))?.extension).toBe('png');
  });
});

describe('findActiveContent', () => {
  it('finds markup, script and PDF inside image bytes', () => {
    expect(findActiveContent(PNG_WITH_PDF)).toBe('%PDF-');
    expect(findActiveContent(SAMPLES.gifScript)).toBe('<script>');
    expect(findActiveContent(Buffer.concat([SAMPLES.jpeg, Buffer.from('<SVG onload=x>')]))).toBe('<SVG ');
  });

  it('finds nothing in plain images', () => {
    for (const bytes of [SAMPLES.png, SAMPLES.jpeg, SAMPLES.webp, SAMPLES.gif]) {
      expect(findActiveContent(bytes)).toBeNull();
    }
  });
});
