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
