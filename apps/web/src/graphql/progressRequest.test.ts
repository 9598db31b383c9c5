import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestWithProgress } from './progressRequest.ts';

/** A stand-in XMLHttpRequest: records what is sent, reports upload progress, answers `response`. */
function fakeXhr(response: string, fail = false) {
  const sent: { url?: string; headers: Record<string, string>; body?: string } = { headers: {} };
  class FakeXhr {
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    responseText = response;
    open(_method: string, url: string) {
      sent.url = url;
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    send(body: string) {
      sent.body = body;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
      queueMicrotask(() => (fail ? this.onerror?.() : this.onload?.()));
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('requestWithProgress', () => {
  it('posts the document to the service, reports progress and answers the envelope', async () => {
    const envelope = { isSuccess: true, message: null, messages: [], data: { id: 3 } };
    const sent = fakeXhr(JSON.stringify({ data: { uploadAnnouncementMultimedia: envelope } }));
    const progress: number[] = [];
    const answer = await requestWithProgress(
      'media',
      'mutation uploadAnnouncementMultimedia($inputModel: AnnouncementMultimediaInput!) { x }',
      { inputModel: { announcementId: 1 } },
      (fraction) => progress.push(fraction),
    );
    expect(answer).toEqual(envelope);
    expect(progress).toEqual([0.25, 1, 1]);
    expect(sent.url).toBe('/graphql/media');
    expect(sent.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(sent.body ?? '{}')).toMatchObject({
      operationName: 'uploadAnnouncementMultimedia',
      variables: { inputModel: { announcementId: 1 } },
    });
  });

  it('a network failure answers Unexpected; a body that is not an envelope answers a plain failure', async () => {
    fakeXhr('', true);
    const down = await requestWithProgress('media', 'mutation a { a }', {}, () => undefined);
    expect(down.messages[0]?.code).toBe('Unexpected');
    fakeXhr('{"statusCode":413,"error":"Payload Too Large"}');
    const refused = await requestWithProgress('media', 'mutation a { a }', {}, () => undefined);
    expect(refused).toMatchObject({ isSuccess: false, messages: [] });
  });
});
