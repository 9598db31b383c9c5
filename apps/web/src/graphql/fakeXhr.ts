import { vi } from 'vitest';

/* Test support: a stand-in for the browser's XMLHttpRequest (the upload transport). */

/** A stand-in XMLHttpRequest: records what is sent, reports upload progress, answers `response`. */
export function fakeXhr(response: string, fail = false) {
  const sent: { url?: string; headers: Record<string, string>; body?: unknown } = { headers: {} };
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
    send(body: unknown) {
      sent.body = body;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
      queueMicrotask(() => (fail ? this.onerror?.() : this.onload?.()));
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

/** Every streamed upload (POST /files/upload) answers an upload id. */
export const stubUploads = () =>
  fakeXhr(
    JSON.stringify({
      isSuccess: true,
      message: null,
      messages: [],
      data: { uploadId: 'u-1', fileName: 'a.png', size: 16, extension: 'png' },
    }),
  );
