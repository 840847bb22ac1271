// Small helpers the writers share for reading figures and building patterns from the input's words.

/** A text escaped to match itself inside a regular expression. */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A number as written ("1,404.20", "2 400") as a value. */
export const writtenValue = (written: string) => Number(written.replace(/[,\s](?=\d{3}\b)/g, ''));

/** A computed value, rounded to cents so float sums print as people write them. */
export const rounded = (value: number) => Math.round(value * 100) / 100;
