/**
 * Why a JSON or YAML file did not parse, without quoting it: the parsers' messages carry the start of
 * the text or the line around the mistake, and a file named by mistake can hold anything (a key, a
 * password file). YAML gives the place and the kind of mistake; JSON's parser gives neither.
 */
export function parseFailure(error: unknown, format: 'JSON' | 'YAML'): string {
  const { code, linePos } = error as { code?: unknown; linePos?: Array<{ line: number; col: number }> };
  const place = linePos?.[0] ? ` at line ${linePos[0].line}, column ${linePos[0].col}` : '';
  const kind = typeof code === 'string' ? ` (${code.toLowerCase().replace(/_/g, ' ')}${place})` : place;
  return `is not valid ${format}${kind}`;
}
