/**
 * Why a JSON or YAML file did not parse, with the place of the mistake as a line and column, without quoting
 * the file: the parsers' messages can carry the start of the text or the line around the mistake, and a file
 * named by mistake can hold anything (a key, a password file). YAML gives the place and the kind of mistake;
 * JSON's parser gives a character offset (turned into a line and column here) and, for some mistakes, a quote
 * of the text (left out).
 */
export function parseFailure(error: unknown, format: 'JSON' | 'YAML', text?: string): string {
  if (format === 'JSON') return `is not valid JSON${jsonPlace(error, text)}`;
  const { code, linePos } = error as { code?: unknown; linePos?: Array<{ line: number; col: number }> };
  const place = linePos?.[0] ? ` at line ${linePos[0].line}, column ${linePos[0].col}` : '';
  const kind = typeof code === 'string' ? ` (${code.toLowerCase().replace(/_/g, ' ')}${place})` : place;
  return `is not valid ${format}${kind}`;
}

/** ` (what is wrong at line L, column C)` from a JSON.parse error that names an offset, or nothing. */
function jsonPlace(error: unknown, text: string | undefined): string {
  const message = error instanceof Error ? error.message : '';
  const found = /^([^"'`]*?) in JSON at position (\d+)/.exec(message);
  if (!found || text === undefined) return '';
  const offset = Number(found[2]);
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return ` (${found[1].charAt(0).toLowerCase()}${found[1].slice(1)} at line ${line}, column ${column})`;
}
