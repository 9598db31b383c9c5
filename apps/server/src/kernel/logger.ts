import pino from 'pino';

/** One JSON logger for the process; request ids ride on each line. */
export const logger = pino({
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
});

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
