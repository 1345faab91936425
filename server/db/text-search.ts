/**
 * Case- and accent-insensitive "contains" search in SQL, the same on PGlite and PostgreSQL, for the lists that search
 * (users, places; docs/behaviour.md, "Admin panel"). Neither `unaccent` nor ICU collations are available on PGlite,
 * so both sides of the comparison go through the same lower() + translate(): whatever the folding leaves alone, it
 * leaves alone on both sides alike. The searched side is folded once, when the row is written: the `search_text`
 * columns of users and locations (migration 008, whose translate() table a test keeps equal to this one).
 */

/** Each plain letter and the accented forms folded into it (the letters of Italian names, and their neighbours). */
const ACCENTED: Record<string, string> = { a: 'àáâäãå', e: 'èéêë', i: 'ìíîï', o: 'òóôöõ', u: 'ùúûü', y: 'ýÿ', c: 'ç', n: 'ñ' };

// Upper-case forms too: lower() leaves non-ASCII letters as they are under the C locale (PGlite's).
const FROM = Object.values(ACCENTED).map((forms) => forms + forms.toUpperCase()).join('');
const TO = Object.entries(ACCENTED).map(([plain, forms]) => plain.repeat(forms.length * 2)).join('');
if ([...FROM].length !== TO.length) throw new Error('text-search: unaligned folding table');

/** SQL folding `expression` (a column, or a placeholder) to lower case without accents. */
export function foldedSql(expression: string): string {
  return `translate(lower(${expression}), '${FROM}', '${TO}')`;
}

/** A LIKE pattern (escape character '\') matching any text that contains `search` literally: % _ \ match themselves. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * SQL: the stored, folded `searchText` column contains the folded LIKE pattern in `patternPlaceholder` (made by
 * containsPattern). The column joins its fields with chr(1), which no field nor search text may hold, so a match never
 * straddles two fields.
 */
export function searchTextContainsSql(searchText: string, patternPlaceholder: string): string {
  return `${searchText} LIKE ${foldedSql(`${patternPlaceholder}::text`)} ESCAPE '\\'`;
}
