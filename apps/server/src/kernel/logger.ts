import pino from 'pino';

/** Log lines waiting for a slow reader beyond this are dropped (counted, and said once it keeps up again). */
export const LOG_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * Standard output, written asynchronously: a line is queued and written by the thread pool, so a reader
 * that is slow or stalled (a full pipe, a busy log shipper) never holds a request (docs/performance.md, "The
 * server's own cost per request"). Past LOG_BUFFER_BYTES waiting, lines are dropped rather than kept without
 * bound; what is queued is written when the process stops (flushLogs, then pino's own flush at exit).
 */
const destination = pino.destination({ dest: 1, sync: false, maxLength: LOG_BUFFER_BYTES });
let dropped = 0;
destination.on('drop', () => void dropped++);
destination.on('drain', () => {
  if (dropped === 0) return;
  const lost = dropped;
  dropped = 0;
  logger.warn({ dropped: lost }, 'log lines dropped: the log reader did not keep up');
});

/** One JSON logger for the process; request ids ride on each line. */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    redact: [
      'req.headers.authorization',
      'password',
      'connectionToken',
      '*.password',
      '*.token',
      // Invitation tokens, password changes and sealed outbox secrets (docs/people.md).
      'token',
      'oldPassword',
      'newPassword',
      '*.oldPassword',
      '*.newPassword',
      'secret',
      '*.secret',
    ],
  },
  destination,
);

/**
 * Resolves once the lines queued so far are written, or after `timeoutMs` (a reader that never comes back).
 * Called before a planned exit: pino writes what is still queued at exit, but a write already handed to the
 * thread pool would be cut off (and the queued lines written ahead of it).
 */
export function flushLogs(timeoutMs = 2_000): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      destination.off('drain', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    destination.on('drain', done);
    // an empty write: 'drain' follows once it and everything queued before it is written
    destination.write('');
  });
}

/**
 * An error as a log line may carry it: name, message, code and stack — never a failed query's parameters
 * (drizzle's message ends with `params: …`, which holds what a user typed: national ids, complaint text)
 * nor the driver's detail of the offending row.
 */
export function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error).slice(0, 200) };
  const strip = (text: string) => text.replace(/\n?params:[\s\S]*$/i, ' [params redacted]');
  const { cause, code } = error as { cause?: unknown; code?: unknown };
  return {
    name: error.name,
    message: strip(error.message),
    ...(typeof code === 'string' ? { code } : {}),
    stack: strip(error.stack ?? ''),
    ...(cause ? { cause: safeError(cause) } : {}),
  };
}
