import { describeIssue, type MessageCode } from '@pano/contract';
import { DomainError, fail, type Envelope } from '../kernel/envelope.ts';
import { ValidationError } from '../kernel/validation.ts';
import type { OperationContext, RequestContext, Session } from './context.ts';
import { logger, safeError } from '../kernel/logger.ts';
import { PgCode, pgError } from '../kernel/pg-error.ts';

const PG_CODES: Record<string, MessageCode> = {
  [PgCode.UniqueViolation]: 'Conflict',
  [PgCode.ForeignKeyViolation]: 'InUse',
};

function databaseCode(error: unknown): MessageCode | undefined {
  const code = pgError(error)?.code;
  return code ? PG_CODES[code] : undefined;
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
  logger.error({ err: safeError(error), requestId: ctx.requestId }, 'unexpected error in operation');
  return fail(ctx.lang, new DomainError('Unexpected'));
}

/**
 * Runs one operation for a signed-in user of the service's kind (panel or portal) and answers the
 * envelope (a portal `write` counts against the abuse limits first): missing or invalid tokens, validation failures, business failures and unexpected errors all
 * become `isSuccess: false`.
 */
export async function run<T>(
  ctx: RequestContext,
  work: (op: OperationContext) => Promise<Envelope<T>>,
  kind: Session['kind'] = 'panel',
  { write = false }: { write?: boolean } = {},
): Promise<Envelope<T>> {
  const { session } = ctx;
  if (!session) return fail(ctx.lang, new DomainError(ctx.authFailure));
  if (session.kind !== kind) return fail(ctx.lang, new DomainError('TokenInvalid'));
  try {
    // An employee's writes are rate-limited per token and per address (docs/api.md, Limits).
    if (write && kind === 'portal') ctx.services.limits.portalWrite(session.tokenId, ctx.client.address);
    return await work({
      session,
      db: session.db,
      services: ctx.services,
      lang: ctx.lang,
      loaders: ctx.loaders,
      requestId: ctx.requestId,
      client: ctx.client,
    });
  } catch (error) {
    return toEnvelope(ctx, error);
  }
}

/** For the public sign-in routes: same envelope, no session. */
export async function runPublic<T>(
  ctx: Pick<RequestContext, 'lang' | 'requestId' | 'client'>,
  work: () => Promise<Envelope<T>>,
) {
  try {
    return await work();
  } catch (error) {
    return toEnvelope(ctx as RequestContext, error);
  }
}
