import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeXhr } from './fakeXhr.ts';
import { uploadFile } from './uploadFile.ts';

afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('streams the file itself with its name and kinds, reports progress and answers the envelope', async () => {
    const envelope = {
      isSuccess: true,
      message: null,
      messages: [],
      data: { uploadId: 'u-1', fileName: 'tanıtım.mp4', size: 3, extension: 'mp4' },
    };
    const sent = fakeXhr(JSON.stringify(envelope));
    const file = new File(['abc'], 'tanıtım.mp4', { type: 'video/mp4' });
    const progress: number[] = [];
    const answer = await uploadFile(file, ['image', 'video'], (fraction) => progress.push(fraction));
    expect(answer).toEqual(envelope);
    expect(progress).toEqual([0.25, 1, 1]);
    expect(sent.url).toBe('/files/upload?kinds=image,video');
    expect(sent.body).toBe(file);
    expect(sent.headers['Content-Type']).toBe('application/octet-stream');
    expect(sent.headers['X-File-Name']).toBe('tan%C4%B1t%C4%B1m.mp4');
  });

  it('a network failure answers Unexpected; a body that is not an envelope answers a plain failure', async () => {
    fakeXhr('', true);
    const file = new File(['x'], 'a.png');
    const down = await uploadFile(file, ['image'], () => undefined);
    expect(down.messages[0]?.code).toBe('Unexpected');
    fakeXhr('<html>bad gateway</html>');
    const refused = await uploadFile(file, ['image'], () => undefined);
    expect(refused).toMatchObject({ isSuccess: false, messages: [] });
  });
});
