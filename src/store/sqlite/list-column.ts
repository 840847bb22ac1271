/** A list of names as one text column, `|a|b|`, so that `LIKE '%|name|%'` finds a member. */
export const listText = (names: string[]) => `|${names.map((name) => name.replaceAll('|', '/')).join('|')}|`;

/** The names of a `|a|b|` column. */
export const listOf = (text: string) => text.split('|').filter(Boolean);

/** LIKE pattern text with its wildcards escaped (`ESCAPE '\'`). */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The LIKE pattern that finds `name` in a `|a|b|` column. */
export const memberPattern = (name: string) => `%|${likeLiteral(name)}|%`;
