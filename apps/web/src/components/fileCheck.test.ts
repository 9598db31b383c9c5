import { describe, expect, it } from 'vitest';
import { gifFile, MB, pdfFile, pngFile, textFile } from '../test/sampleFiles.ts';
import { fileProblem } from './fileCheck.ts';

const LIMITS = { image: 2, pdf: 10, video: 50 };
const ANY = { kinds: ['image', 'video', 'pdf'] } as const;

describe('fileProblem (checked when a file is chosen)', () => {
  it('accepts files recognised by their bytes within their kind’s limit', async () => {
    expect(await fileProblem(pngFile('a.png'), ANY, LIMITS)).toBeNull();
    expect(await fileProblem(pngFile('IMG_1234'), ANY, LIMITS)).toBeNull();
    expect(await fileProblem(pdfFile('a.pdf'), ANY, LIMITS)).toBeNull();
    expect(
      await fileProblem(new File([pngFile('x').slice(), new Uint8Array(5 * MB)], 'b.pdf'), ANY, LIMITS),
    ).toEqual({ code: 'FileType' });
  });

  it.each([
    ['a text file named .png', textFile('logo.png', 'image/png')],
    ['a text file', textFile('notes.txt')],
    ['a PNG named .html', pngFile('x.png.html')],
    ['a PDF named .png', new File([pdfFile('x').slice()], 'x.png', { type: 'image/png' })],
  ])('refuses %s (FileType)', async (_label, file) => {
    expect(await fileProblem(file, ANY, LIMITS)).toEqual({ code: 'FileType' });
  });

  it('keeps to the kinds and formats asked for', async () => {
    expect(await fileProblem(pdfFile('a.pdf'), { kinds: ['image'] }, LIMITS)).toEqual({ code: 'FileType' });
    const logo = { kinds: ['image'], extensions: ['png', 'jpg', 'webp'] } as const;
    expect(await fileProblem(gifFile('a.gif'), logo, LIMITS)).toEqual({ code: 'FileType' });
  });

  it('applies the limit of the detected kind, and none while the limits are unknown', async () => {
    const big = pngFile('big.png', 2 * MB + 1);
    expect(await fileProblem(big, ANY, LIMITS)).toEqual({ code: 'FileTooLarge', max: 2 });
    expect(await fileProblem(pngFile('ok.png', 2 * MB), ANY, LIMITS)).toBeNull();
    expect(await fileProblem(big, ANY, null)).toBeNull();
  });
});
