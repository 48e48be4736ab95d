/** A search term as a LIKE pattern matching it anywhere (lower-cased), with LIKE's wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}
