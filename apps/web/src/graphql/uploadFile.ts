import { restEnvelope } from './client.ts';
import type { Envelope } from './envelope.ts';
import { headers, unexpected } from './http.ts';

/** How much of a file has been sent, 0…1. */
export type ProgressListener = (fraction: number) => void;

export type UploadKind = 'image' | 'video' | 'pdf';

/** What `POST /files/upload` answers: the id a save names the file by (docs/api.md, Uploads). */
export interface UploadedFile {
  uploadId: string;
  fileName: string;
  size: number;
  extension: string;
}

/**
 * Streams one file to `POST /files/upload` as it is on disk (never read into memory or base64), with its
 * progress (XMLHttpRequest: fetch cannot report an upload's): the server checks the token and the size
 * before reading it and answers an upload id, or the envelope's FileType / FileTooLarge in the user's
 * language. Network failures answer Unexpected.
 */
export function uploadFile(
  file: File,
  kinds: readonly UploadKind[],
  onProgress: ProgressListener,
): Promise<Envelope<UploadedFile | null>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const fail = () => resolve(unexpected());
    xhr.open('POST', `/files/upload?kinds=${kinds.join(',')}`);
    for (const [name, value] of Object.entries(headers()))
      if (name !== 'Content-Type') xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // not an envelope: restEnvelope answers a failure without messages
      }
      onProgress(1);
      resolve(restEnvelope<UploadedFile | null>(body));
    };
    xhr.onerror = fail;
    xhr.onabort = fail;
    xhr.send(file);
  });
}
