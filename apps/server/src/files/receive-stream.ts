import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '../kernel/envelope.ts';

const MB = 1024 * 1024;
/** How many leading bytes are kept for content detection. */
const HEAD_BYTES = 64 * 1024;

export interface ReceivedFile {
  /** A temporary file only the server names. */
  path: string;
  size: number;
  /** The first bytes, for detection. */
  head: Buffer;
}

export const fileTooLarge = (limit: number) =>
  new DomainError('FileTooLarge', { max: Math.round((limit / MB) * 100) / 100 });

/**
 * Streams a request body to a temporary file without holding it in memory, counting as it goes: more than
 * `maxBytes` (or more than the length the client declared) stops it with FileTooLarge and removes what was
 * written. Nothing is read before the caller has checked the token and the declared length.
 */
export async function receiveToFile(
  body: NodeJS.ReadableStream,
  options: { maxBytes: number; declaredBytes: number; dir: string },
): Promise<ReceivedFile> {
  await fs.promises.mkdir(options.dir, { recursive: true });
  const target = path.join(options.dir, `.${crypto.randomUUID()}.part`);
  let size = 0;
  const chunks: Buffer[] = [];
  let kept = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > options.maxBytes || size > options.declaredBytes)
        return done(fileTooLarge(options.maxBytes));
      if (kept < HEAD_BYTES) {
        chunks.push(chunk.subarray(0, HEAD_BYTES - kept));
        kept += Math.min(chunk.length, HEAD_BYTES - kept);
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(body, counter, fs.createWriteStream(target, { flags: 'wx', mode: 0o640 }));
  } catch (error) {
    await fs.promises.rm(target, { force: true });
    throw error instanceof DomainError ? error : new DomainError('FileType');
  }
  return { path: target, size, head: Buffer.concat(chunks) };
}
