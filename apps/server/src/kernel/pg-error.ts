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
}

/**
 * The PostgreSQL error behind an error: drizzle and the drivers wrap it (`cause`), so the chain is walked.
 * Undefined when no database error is in it.
 */
export function pgError(error: unknown): PgErrorInfo | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, table } = e as { code?: unknown; constraint?: unknown; table?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return {
        code,
        ...(typeof constraint === 'string' ? { constraint } : {}),
        ...(typeof table === 'string' ? { table } : {}),
      };
  }
  return undefined;
}

/** Whether the error is (or wraps) a PostgreSQL error with this code. */
export function isPgError(error: unknown, code: string): boolean {
  return pgError(error)?.code === code;
}
