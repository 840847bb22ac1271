/**
 * A JSON.parse error message with its place as a line and column, and that line with a caret under the
 * column: Node names only a character offset ("at position 47"), which a person cannot find in a file.
 */
export function placeJsonError(text: string, message: string): string {
  const offset = Number(/at position (\d+)/.exec(message)?.[1]);
  if (!Number.isInteger(offset)) return message;
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  const source = text.split('\n')[line - 1] ?? '';
  const place = `line ${line}, column ${column}`;
  const cause = message.replace(/ in JSON at position \d+.*$/, '').replace(/ at position \d+.*$/, '');
  return `${cause} at ${place}:\n\n${source}\n${' '.repeat(Math.max(0, column - 1))}^`;
}
