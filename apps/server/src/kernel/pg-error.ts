/** PostgreSQL error codes Pano answers in the spec's words (docs/api.md). */
export const PgCode = {
  UniqueViolation: '23505',
  ForeignKeyViolation: '23503',
} as const;

export interface PgErrorInfo {
  code: string;
  constraint?: string;
  /** The table of the violated constraint (a foreign key: the referring table). */
  table?: string;
  /** The statement that failed, when a wrapper (Drizzle, PGlite) kept it. */
  query?: string;
}

/**
 * The PostgreSQL error behind an error: drizzle and the drivers wrap it (`cause`), so the chain is walked.
 * Undefined when no database error is in it.
 */
export function pgError(error: unknown): PgErrorInfo | undefined {
  let query: string | undefined;
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const fields = e as { code?: unknown; constraint?: unknown; table?: unknown; query?: unknown };
    if (typeof fields.query === 'string') query ??= fields.query;
    const { code, constraint, table } = fields;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return {
        code,
        ...(typeof constraint === 'string' ? { constraint } : {}),
        ...(typeof table === 'string' ? { table } : {}),
        ...(query === undefined ? {} : { query }),
      };
  }
  return undefined;
}

/**
 * A foreign key refused the row an insert or update writes: the row it refers to does not exist. (A
 * delete's refusal, the row still being referred to, is InUse.) Read from the failed statement, which does
 * not depend on the server's language.
 */
export function isMissingReference(info: PgErrorInfo): boolean {
  // a generic update goes with its history row as a CTE: `with written as (update …) insert …` (docs/history.md)
  return (
    info.code === PgCode.ForeignKeyViolation &&
    /^\s*(with\s+\w+\s+as\s*\(\s*)?(insert|update)\b/i.test(info.query ?? '')
  );
}

/** Whether the error is (or wraps) a PostgreSQL error with this code. */
export function isPgError(error: unknown, code: string): boolean {
  return pgError(error)?.code === code;
}
