import { describeIssue, type MessageCode } from '@pano/contract';
import { DomainError, fail, type Envelope } from './envelope.ts';
import { ValidationError } from './validation-error.ts';
import type { RequestContext, Session } from './context.ts';
import { logger } from './logger.ts';

const PG_CODES: Record<string, MessageCode> = { '23505': 'Conflict', '23503': 'InUse' };

function databaseCode(error: unknown): MessageCode | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && PG_CODES[code]) return PG_CODES[code];
  }
  return undefined;
}

function toEnvelope(ctx: RequestContext, error: unknown): Envelope<never> {
  if (error instanceof ValidationError) {
    const details = error.issues.map((issue) => ({
      code: 'Validation',
      message: describeIssue(ctx.lang, issue).message,
    }));
    return fail(ctx.lang, new DomainError('Validation', {}, details));
  }
  if (error instanceof DomainError) return fail(ctx.lang, error);
  const code = databaseCode(error);
  if (code) return fail(ctx.lang, new DomainError(code));
  logger.error({ err: error, requestId: ctx.requestId }, 'unexpected error in operation');
  return fail(ctx.lang, new DomainError('Unexpected'));
}

/**
 * Runs one operation for a signed-in panel user and answers the envelope: missing or invalid tokens,
 * validation failures, business failures and unexpected errors all become `isSuccess: false`.
 */
export async function run<T>(
  ctx: RequestContext,
  work: (session: Session) => Promise<Envelope<T>>,
  kind: Session['kind'] = 'panel',
): Promise<Envelope<T>> {
  if (!ctx.session) return fail(ctx.lang, new DomainError(ctx.authFailure));
  if (ctx.session.kind !== kind) return fail(ctx.lang, new DomainError('TokenInvalid'));
  try {
    return await work(ctx.session);
  } catch (error) {
    return toEnvelope(ctx, error);
  }
}

/** For the public sign-in routes: same envelope, no session. */
export async function runPublic<T>(
  ctx: Pick<RequestContext, 'lang' | 'requestId'>,
  work: () => Promise<Envelope<T>>,
) {
  try {
    return await work();
  } catch (error) {
    return toEnvelope(ctx as RequestContext, error);
  }
}
