// Small pieces of English that the web app and the tests write the same way.

/** A name in the possessive: "Emerald Isle Tours'", "Fiona's". */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}
