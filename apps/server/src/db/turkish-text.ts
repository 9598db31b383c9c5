import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Turkish text on any PostgreSQL collation and ctype (PGlite's and many servers' are C): the Turkish capitals
 * are lowered by translate(), which does not depend on the locale, and lower() does the rest.
 */
const CAPITALS = 'ÇĞÖŞÜİ';
const SMALL = 'çğöşüi';

/**
 * Equality folding, as SQL text: the Turkish capitals lowered the Turkish way and İ, I and ı made one
 * letter, so 'istanbul ŞUBESİ' and 'İstanbul şubesi' are the same name. Letters keep their marks: 'Şube' and
 * 'Sube' stay two names (a name once per lookup, docs/crud.md).
 */
export function foldedSql(expression: string): string {
  return `lower(translate(${expression}, '${CAPITALS}Iı', '${SMALL}ii'))`;
}

/** The same equality folding in a query (a name compared with a stored one). */
export function folded(value: SQL | PgColumn): SQL {
  return sql`lower(translate(${value}, ${sql.raw(`'${CAPITALS}Iı', '${SMALL}ii'`)}))`;
}

/**
 * Search folding, as SQL text for generated columns and indexes: the equality folding plus the marks taken
 * off (ç→c, ğ→g, ö→o, ş→s, ü→u), so 'ISIK', 'isik' and 'Işık' find each other and 'ozturk' finds
 * 'Öztürk', as people type on a keyboard without the Turkish letters.
 */
const MARKED = `${CAPITALS}Iı${SMALL.replace('i', '')}`;
const PLAIN = 'cgosuiiicgosu';
export function searchFoldedSql(expression: string): string {
  return `lower(translate(${expression}, '${MARKED}', '${PLAIN}'))`;
}

/** The same search folding in a query (a search pattern, or a column searched as it is). */
export function searchFolded(value: SQL | PgColumn): SQL {
  return sql`lower(translate(${value}, ${sql.raw(`'${MARKED}', '${PLAIN}'`)}))`;
}

/**
 * A key that orders the Turkish way under a C collation, as SQL text for a generated column: lowered the
 * Turkish way (I→ı, İ→i), then ç, ğ, ı, ö, ş, ü written to sort right after c, g, h, o, s, u.
 */
export function turkishSortKeySql(expression: string): string {
  const lowered = `lower(translate(${expression}, '${CAPITALS}I', '${SMALL}ı'))`;
  const after: [string, string][] = [
    ['ç', 'c{'],
    ['ğ', 'g{'],
    ['ı', 'h{'],
    ['ö', 'o{'],
    ['ş', 's{'],
    ['ü', 'u{'],
  ];
  return after.reduce((expr, [from, to]) => `replace(${expr}, '${from}', '${to}')`, lowered);
}

/** The same Turkish order in a query, for a column without a stored key (small tables' `name` sorts). */
export function turkishSortKey(value: SQL | PgColumn): SQL {
  const [before = '', after = ''] = turkishSortKeySql('\u0001').split('\u0001');
  return sql`${sql.raw(before)}${value}${sql.raw(after)}`;
}
