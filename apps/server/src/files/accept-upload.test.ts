import { afterEach, describe, expect, it, vi } from 'vitest';
import { DomainError } from '../kernel/envelope.ts';
import { acceptUpload } from './accept-upload.ts';
import { PNG_WITH_PDF, SAMPLES, toBase64 } from './testing/sample-files.ts';

const MB = 1024 * 1024;

function refusal(run: () => unknown): { code: string; params: Record<string, unknown> } {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, params: error.params };
    throw error;
  }
  throw new Error('accepted');
}

const withTail = (bytes: Buffer, text: string) => Buffer.concat([bytes, Buffer.from(text)]);

describe('acceptUpload', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['logo.png', SAMPLES.png, 'image/png', 'png'],
    ['photo.jpeg', SAMPLES.jpeg, 'image/jpeg', 'jpg'],
    ['logo.webp', SAMPLES.webp, 'image/webp', 'webp'],
  ])('accepts %s with the type of its content', (fileName, bytes, contentType, extension) => {
    const accepted = acceptUpload({ fileName, fileBase64String: toBase64(bytes) }, ['image']);
    expect(accepted).toEqual({ bytes, contentType, extension });
  });

  it('takes the type from the content, not the name, when both are images', () => {
    const accepted = acceptUpload({ fileName: 'logo.jpg', fileBase64String: toBase64(SAMPLES.png) }, [
      'image',
    ]);
    expect(accepted.extension).toBe('png');
  });

  it('accepts a data URL prefix', () => {
    const dataUrl = `data:image/png;base64,${toBase64(SAMPLES.png)}`;
    expect(acceptUpload({ fileName: 'a', fileBase64String: dataUrl }, ['image']).contentType).toBe(
      'image/png',
    );
  });

  it('accepts a name without an extension or with a version number', () => {
    for (const fileName of ['IMG_1234', 'Rapor v1.2'])
      expect(acceptUpload({ fileName, fileBase64String: toBase64(SAMPLES.png) }, ['image']).extension).toBe(
        'png',
      );
  });

  it('accepts a PDF and a video where those kinds are allowed', () => {
    const pdf = acceptUpload({ fileName: 'cv.pdf', fileBase64String: toBase64(SAMPLES.pdf) }, ['pdf']);
    expect(pdf).toMatchObject({ contentType: 'application/pdf', extension: 'pdf' });
    const video = acceptUpload({ fileName: 'v.mp4', fileBase64String: toBase64(SAMPLES.mp4) }, ['video']);
    expect(video).toMatchObject({ contentType: 'video/mp4', extension: 'mp4' });
  });

  it.each([
    ['a PDF named .png', 'logo.png', SAMPLES.pdf],
    ['HTML named .png', 'logo.png', SAMPLES.html],
    ['SVG with script named .png', 'logo.png', SAMPLES.svg],
    ['SVG named .svg', 'logo.svg', SAMPLES.svg],
    ['script named .png', 'logo.png', SAMPLES.script],
    ['a PNG with a PDF appended', 'logo.png', PNG_WITH_PDF],
    ['a GIF that is also script', 'logo.gif', SAMPLES.gifScript],
    ['a video where images are asked', 'clip.png', SAMPLES.mp4],
    ['a PNG named .png.html', 'x.png.html', SAMPLES.png],
    ['a PNG named .exe', 'logo.exe', SAMPLES.png],
    ['a PNG hiding an <img onerror>', 'a.png', withTail(SAMPLES.png, '<img src=x onerror=alert(1)>')],
    ['a JPEG hiding a <meta refresh>', 'a.jpg', withTail(SAMPLES.jpeg, '<meta http-equiv="refresh">')],
    ['a GIF hiding a <style>', 'a.gif', withTail(SAMPLES.gif, '<style>body{}</style>')],
    ['a PNG hiding UTF-16 script', 'a.png', Buffer.concat([SAMPLES.png, Buffer.from('<script>', 'utf16le')])],
  ])('refuses %s (FileType)', (_label, fileName, bytes) => {
    expect(refusal(() => acceptUpload({ fileName, fileBase64String: toBase64(bytes) }, ['image'])).code).toBe(
      'FileType',
    );
  });

  it('refuses content that contradicts its claimed kind even where both kinds are allowed', () => {
    const named = { fileName: 'logo.png', fileBase64String: toBase64(SAMPLES.pdf) };
    expect(refusal(() => acceptUpload(named, ['image', 'pdf'])).code).toBe('FileType');
    const typed = { fileName: 'x', fileBase64String: `data:image/png;base64,${toBase64(SAMPLES.pdf)}` };
    expect(refusal(() => acceptUpload(typed, ['image', 'pdf'])).code).toBe('FileType');
  });

  it.each([
    ['characters outside base64', `${toBase64(SAMPLES.png)}$$$$`],
    ['a broken length', toBase64(SAMPLES.png).slice(0, -1)],
    ['whitespace', toBase64(SAMPLES.png).replace(/(.{20})/, '$1\n')],
    ['an empty string', ''],
  ])('refuses invalid base64: %s (FileType)', (_label, fileBase64String) => {
    expect(refusal(() => acceptUpload({ fileName: 'a.png', fileBase64String }, ['image'])).code).toBe(
      'FileType',
    );
  });

  it('refuses an oversized upload from its length alone, before decoding it', () => {
    const from = vi.spyOn(Buffer, 'from');
    // 2 MB + 3 bytes of "A"s, ending in characters that are not base64 at all: only the length is read.
    const huge = `${'A'.repeat(Math.ceil((2 * MB) / 3) * 4)}!!!!`;
    expect(refusal(() => acceptUpload({ fileName: 'a.png', fileBase64String: huge }, ['image']))).toEqual({
      code: 'FileTooLarge',
      params: { max: 2 },
    });
    expect(from).not.toHaveBeenCalled();
  });

  it('applies the limit of the detected kind and honours an explicit maximum', () => {
    const bigPdf = Buffer.concat([SAMPLES.pdf, Buffer.alloc(3 * MB)]);
    const input = { fileName: 'doc', fileBase64String: toBase64(bigPdf) };
    expect(acceptUpload(input, ['image', 'pdf']).extension).toBe('pdf');
    const asImage = {
      fileName: 'doc',
      fileBase64String: toBase64(Buffer.concat([SAMPLES.png, Buffer.alloc(3 * MB)])),
    };
    expect(refusal(() => acceptUpload(asImage, ['image', 'pdf']))).toEqual({
      code: 'FileTooLarge',
      params: { max: 2 },
    });
    const small = { fileName: 'a.png', fileBase64String: toBase64(SAMPLES.png) };
    expect(refusal(() => acceptUpload(small, ['image'], 10))).toEqual({
      code: 'FileTooLarge',
      params: { max: 0 },
    });
    expect(acceptUpload(small, ['image'], SAMPLES.png.length).bytes).toEqual(SAMPLES.png);
  });
});
