/**
 * The LIKE/ILIKE pattern "contains `text`", with the text matched literally: `%`, `_` and `\` typed by a
 * user are escaped with PostgreSQL's default escape character `\` (so `q=_` finds an underscore, not
 * every row). Every search that builds a LIKE pattern from user text goes through here.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
