/**
 * SQL written with SQLite's `@name` parameters (the shared runs filter and usage queries) as
 * PostgreSQL's `$n` with a values list; a name used twice is one `$n`.
 */
export function positional(sql: string, params: Record<string, unknown>): { text: string; values: unknown[] } {
  const order: string[] = [];
  const text = sql.replace(/@(\w+)/g, (_match, name: string) => {
    if (!(name in params)) throw new Error(`SQL parameter @${name} has no value`);
    const at = order.indexOf(name);
    if (at >= 0) return `$${at + 1}`;
    order.push(name);
    return `$${order.length}`;
  });
  return { text, values: order.map((name) => params[name]) };
}
