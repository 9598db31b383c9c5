import { describeIssue, fieldLabel, hasMessage, translate, type MessageCode } from '@pano/contract';
import { DomainError, fail, type Envelope } from '../kernel/envelope.ts';
import { invalidField, ValidationError } from '../kernel/validation.ts';
import type { OperationContext, RequestContext, Session } from './context.ts';
import { logger, safeError } from '../kernel/logger.ts';
import { isMissingReference, PgCode, pgError, type PgErrorInfo } from '../kernel/pg-error.ts';
import { foreignKeyField } from '../db/foreign-keys.ts';
import { uniqueField } from '../db/unique-fields.ts';
import { forbidden, heldPermissions, type OperationPermission } from './role-permissions.ts';

const PG_CODES: Record<string, MessageCode> = {
  [PgCode.UniqueViolation]: 'Conflict',
  [PgCode.ForeignKeyViolation]: 'InUse',
};

/** A write referring to a row that does not exist: Validation on the field the foreign key holds. */
async function missingReference({ table, constraint }: PgErrorInfo): Promise<DomainError> {
  const field = table && constraint ? await foreignKeyField(table, constraint) : undefined;
  if (field) return invalidField(field, 'noSuchRecord');
  return new DomainError('Validation', {}, [], 'codes.NoSuchRecord');
}

/**
 * A unique index refused the value: Conflict on the field it guards, in its own sentence when the dictionary
 * has one (`taken.users.email`: 'Bu e-posta başka bir kullanıcıda kayıtlı'), else naming the field
 * ('Ad: bu değer başka bir kayıtta var').
 */
async function takenValue(
  lang: RequestContext['lang'],
  { table, constraint }: PgErrorInfo,
): Promise<DomainError> {
  const field = table && constraint ? await uniqueField(table, constraint) : undefined;
  if (!field) return new DomainError('Conflict');
  const own = `taken.${table ?? ''}.${field}`;
  const key = hasMessage(own) ? own : 'codes.Taken';
  return new DomainError('Conflict', { field: fieldLabel(lang, field) }, [], key, field);
}

/**
 * The database's refusal in the spec's words. A unique index refusing a value answers Conflict on its field. A foreign key refusing an insert or update (the row it
 * names does not exist) answers Validation on its field: 'Kullanıcı: Böyle bir kayıt yok'. A row still
 * referred to (a delete) answers InUse naming the place it is used (`usedIn.<referring table>` of the
 * dictionary: 'İzin türü rolü'); a new referring table needs only its entry there.
 */
async function databaseError(lang: RequestContext['lang'], error: unknown): Promise<DomainError | undefined> {
  const found = pgError(error);
  if (!found) return undefined;
  if (isMissingReference(found)) return missingReference(found);
  if (found.code === PgCode.UniqueViolation) return takenValue(lang, found);
  const code = PG_CODES[found.code];
  if (!code) return undefined;
  const placeKey = `usedIn.${found.table ?? ''}`;
  const place = translate(lang, placeKey);
  if (code === 'InUse' && place !== placeKey) return new DomainError(code, { place }, [], 'codes.InUseAt');
  return new DomainError(code);
}

/** `placed`: validation messages name their place in the input (`field`, GraphQL's ResultMessage). */
async function toEnvelope(ctx: RequestContext, raw: unknown, placed = false): Promise<Envelope<never>> {
  const error = raw instanceof DomainError ? raw : ((await databaseError(ctx.lang, raw)) ?? raw);
  if (error instanceof ValidationError) {
    const details = error.issues.map((issue) => ({
      code: 'Validation',
      message: describeIssue(ctx.lang, issue).message,
      ...(placed ? { field: issue.path.length ? issue.path.join('.') : null } : {}),
    }));
    return fail(ctx.lang, new DomainError('Validation', {}, details));
  }
  if (error instanceof DomainError) return fail(ctx.lang, error);
  logger.error({ err: safeError(raw), requestId: ctx.requestId }, 'unexpected error in operation');
  return fail(ctx.lang, new DomainError('Unexpected'));
}

/** Whether the signed-in panel user's role holds the permission the operation needs. */
async function permitted(ctx: RequestContext, session: Session, permission?: OperationPermission) {
  if (!permission || permission === 'signedIn') return true;
  return (await heldPermissions(session, ctx.loaders)).has(`${permission.area}.${permission.action}`);
}

/**
 * Runs one operation for a signed-in user of the service's kind (panel or portal) and answers the
 * envelope (a portal `write` counts against the abuse limits first): missing or invalid tokens, a missing
 * permission (Forbidden, before anything runs), validation failures, business failures and unexpected errors
 * all become `isSuccess: false`.
 */
export async function run<T>(
  ctx: RequestContext,
  work: (op: OperationContext) => Promise<Envelope<T>>,
  kind: Session['kind'] = 'panel',
  { write = false, permission }: { write?: boolean; permission?: OperationPermission } = {},
): Promise<Envelope<T>> {
  const { session } = ctx;
  if (!session) return fail(ctx.lang, new DomainError(ctx.authFailure));
  if (session.kind !== kind) return fail(ctx.lang, new DomainError('TokenInvalid'));
  try {
    if (!(await permitted(ctx, session, permission)) && typeof permission === 'object')
      return fail(ctx.lang, forbidden(ctx.lang, permission));
    // An employee's writes are rate-limited per token and per address (docs/api.md, Limits).
    if (write && kind === 'portal')
      await ctx.services.limits.portalWrite(`${session.tag}:${session.userId}`, ctx.client.address);
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
    return await toEnvelope(ctx, error, true);
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
    return await toEnvelope(ctx as RequestContext, error);
  }
}
