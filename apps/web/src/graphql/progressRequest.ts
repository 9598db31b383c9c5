import { MessageCode, translate } from '@pano/contract';
import { currentLanguage } from '../i18n/i18n.ts';
import { answerEnvelope, ENDPOINTS, type Service } from './client.ts';
import { failure, type Envelope } from './envelope.ts';
import { headers } from './http.ts';

/** How much of a request body has been sent, 0…1. */
export type ProgressListener = (fraction: number) => void;

function operationName(query: string): string | undefined {
  return /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
}

/**
 * Like `request`, but with XMLHttpRequest so the upload's progress can be shown (fetch cannot report it):
 * one large file per request to the `media` or `upload` service. Network failures answer Unexpected.
 */
export function requestWithProgress<T>(
  service: Service,
  query: string,
  variables: Record<string, unknown>,
  onProgress: ProgressListener,
): Promise<Envelope<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const unexpected = () =>
      resolve(
        failure<T>(MessageCode.Unexpected, translate(currentLanguage(), `codes.${MessageCode.Unexpected}`)),
      );
    xhr.open('POST', ENDPOINTS[service]);
    for (const [name, value] of Object.entries(headers())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        onProgress(1);
        resolve(answerEnvelope<T>(JSON.parse(xhr.responseText) as unknown));
      } catch {
        // a body the server refused before GraphQL (413 too large) is not JSON of an envelope
        resolve(failure<T>(null, null));
      }
    };
    xhr.onerror = unexpected;
    xhr.onabort = unexpected;
    xhr.send(JSON.stringify({ query, variables, operationName: operationName(query) }));
  });
}
