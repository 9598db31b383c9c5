import { describeIssue, translate, type MessageCode } from '@pano/contract';
import { DomainError, fail, type Envelope } from '../kernel/envelope.ts';
import { ValidationError } from '../kernel/validation.ts';
import type { OperationContext, RequestContext, Session } from './context.ts';
import { logger, safeError } from '../kernel/logger.ts';
import { PgCode, pgError } from '../kernel/pg-error.ts';

const PG_CODES: Record<string, MessageCode> = {
  [PgCode.UniqueViolation]: 'Conflict',
  [PgCode.ForeignKeyViolation]: 'InUse',
};

/**
 * The database's refusal in the spec's words. A row still referred to answers InUse naming the place it is
 * used (`usedIn.<referring table>` of the dictionary: 'İzin türü rolü'); a new referring table needs only
 * its entry there.
 */
function databaseError(lang: RequestContext['lang'], error: unknown): DomainError | undefined {
  const found = pgError(error);
  const code = found ? PG_CODES[found.code] : undefined;
  if (!code) return undefined;
  const placeKey = `usedIn.${found?.table ?? ''}`;
  const place = translate(lang, placeKey);
  if (code === 'InUse' && place !== placeKey) return new DomainError(code, { place }, [], 'codes.InUseAt');
  return new DomainError(code);
}

/** `placed`: validation messages name their place in the input (`field`, GraphQL's ResultMessage). */
function toEnvelope(ctx: RequestContext, error: unknown, placed = false): Envelope<never> {
  if (error instanceof ValidationError) {
    const details = error.issues.map((issue) => ({
      code: 'Validation',
      message: describeIssue(ctx.lang, issue).message,
      ...(placed ? { field: issue.path.length ? issue.path.join('.') : null } : {}),
    }));
    return fail(ctx.lang, new DomainError('Validation', {}, details));
  }
  if (error instanceof DomainError) return fail(ctx.lang, error);
  const known = databaseError(ctx.lang, error);
  if (known) return fail(ctx.lang, known);
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
    return toEnvelope(ctx, error, true);
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
