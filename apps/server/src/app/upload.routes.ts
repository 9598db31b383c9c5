import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, lt } from 'drizzle-orm';
import { pendingUploads } from '../db/tenant/uploads.table.ts';
import { DomainError, ok } from '../kernel/envelope.ts';
import { bodyGuard } from './body-guard.ts';
import { acceptReceived } from '../files/accept-received.ts';
import { fileTooLarge, receiveToFile } from '../files/receive-stream.ts';
import { publicFilePath, tenantFiles } from '../files/tenant-files.ts';
import type { UploadKind } from '../files/stored-types.ts';
import type { Authentication } from '../request/authenticate.ts';
import { publicCaller } from '../request/client.ts';
import { runPublic } from '../request/run.ts';
import type { Services } from '../request/services.ts';

const MB = 1024 * 1024;
const KINDS: readonly UploadKind[] = ['image', 'video', 'pdf'];
/** A pending upload nobody took over is removed after this long. */
const PENDING_HOURS = 24;
// eslint-disable-next-line no-control-regex -- the point: names carrying control characters are refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * `POST /files/upload` (docs/api.md, Uploads): one file streamed as the raw body
 * (`application/octet-stream`, its name URL-encoded in `X-File-Name`, the kinds the caller accepts in
 * `?kinds=image,video,pdf`). The bearer token and the declared length are checked before a byte is read;
 * the body goes to disk as it arrives (never into memory), is recognised by its bytes, and is stored under
 * a server-made name. The answer's `uploadId` (only its uploader can use it) goes into a save
 * (`uploadAnnouncementMultimedia`, `createAnnouncement`), which takes the file over.
 */
export function registerUploadRoutes(app: FastifyInstance, services: Services): void {
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
  const limits = Object.fromEntries(
    Object.entries(services.config.uploadMaxMb).map(([kind, mb]) => [kind, mb * MB]),
  ) as Record<UploadKind, number>;

  const kindsOf = (request: FastifyRequest) => {
    const asked = String((request.query as Record<string, unknown>).kinds ?? '').split(',');
    return KINDS.filter((kind) => asked.includes(kind));
  };
  const largestOf = (request: FastifyRequest) => Math.max(0, ...kindsOf(request).map((kind) => limits[kind]));
  const guard = bodyGuard(services, {
    kind: 'panel',
    maxBytes: largestOf,
    tooLarge: (request) => fileTooLarge(largestOf(request)),
    check: (request) => {
      if (!kindsOf(request).length || !fileNameOf(request))
        return { status: 400, error: new DomainError('FileType') };
      const declared = Number(request.headers['content-length']);
      return Number.isInteger(declared) && declared > 0
        ? null
        : { status: 411, error: new DomainError('FileType') };
    },
  });
  /** The file's name as sent; none (refused before a byte is read) when it holds a control character. */
  const fileNameOf = (request: FastifyRequest) => {
    try {
      const name = decodeURIComponent(String(request.headers['x-file-name'] ?? '')).slice(0, 255);
      return CONTROL.test(name) ? '' : name;
    } catch {
      return '';
    }
  };

  app.post('/files/upload', guard.hooks, async (request) => {
    const session = guard.authOf(request).session;
    if (!session) throw new Error('a guarded upload without a session');
    const kinds = kindsOf(request);
    const fileName = fileNameOf(request);
    const tag = session.subscription.tag;
    const files = tenantFiles(services.files, tag);
    const caller = publicCaller(request);
    return runPublic(caller, async () => {
      await dropStale(session.db, session.userId, files.remove);
      const received = await receiveToFile(request.body as Readable, {
        maxBytes: largestOf(request),
        declaredBytes: Number(request.headers['content-length']),
        dir: services.files.receivingDir(tag),
      });
      try {
        const detected = await acceptReceived(received, fileName, kinds, limits);
        const name = await services.files.putFile(tag, received.path, detected.extension);
        const id = crypto.randomUUID();
        const filePath = publicFilePath(tag, name);
        // a stored file always has its row: if the row cannot be written, the file goes too
        await session.db
          .insert(pendingUploads)
          .values({
            id,
            userId: session.userId,
            filePath,
            fileName,
            extension: detected.extension,
            size: received.size,
          })
          .catch(async (error: unknown) => {
            await files.remove(filePath);
            throw error;
          });
        return ok({ uploadId: id, fileName, size: received.size, extension: detected.extension });
      } finally {
        await fs.promises.rm(received.path, { force: true });
      }
    });
  });
}

/** The caller's uploads nobody took over within a day go, rows and files. */
async function dropStale(
  db: NonNullable<Authentication['session']>['db'],
  userId: number,
  remove: (path: string) => Promise<void>,
): Promise<void> {
  const horizon = new Date(Date.now() - PENDING_HOURS * 3_600_000);
  const stale = await db
    .delete(pendingUploads)
    .where(and(eq(pendingUploads.userId, userId), lt(pendingUploads.createTime, horizon)))
    .returning({ filePath: pendingUploads.filePath });
  for (const row of stale) await remove(row.filePath);
}
