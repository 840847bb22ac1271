// CREATE TABLE from a table the task describes: its columns in order, each with the type the task writes (else a
// plausible one by its name), NOT NULL and PRIMARY KEY as written, and a CHECK for "one of 'a', 'b', 'c'".
import type { Table } from './sql-select.js';
import { escapeRegex } from './text-patterns.js';

/** A column type by the column's name, when the task writes none. */
function typeByName(column: string, first: boolean): string {
  if (first && /^id$/i.test(column)) return 'INTEGER PRIMARY KEY';
  if (/_id$/i.test(column)) return 'INTEGER NOT NULL';
  if (/^(?:is|has|can)_|_flag$|^active$|^enabled$/i.test(column)) return 'BOOLEAN NOT NULL DEFAULT FALSE';
  if (/_at$|timestamp|time$/i.test(column)) return 'TIMESTAMP NOT NULL';
  if (/_on$|date$|^day$/i.test(column)) return 'DATE NOT NULL';
  if (/_cents$|count$|qty$|quantity$|^age$|year$/i.test(column)) return 'INTEGER NOT NULL';
  if (/amount|price|total|cost|rate|balance/i.test(column)) return 'NUMERIC(12, 2) NOT NULL';
  return 'TEXT NOT NULL';
}

/** What the task says of one column after its name, up to the next column ("text that is one of 'free', 'pro'"). */
function saidOf(task: string, column: string, next: string | undefined): string {
  const start = task.search(new RegExp(`\\b${escapeRegex(column)}\\b`));
  if (start < 0) return '';
  const rest = task.slice(start + column.length, start + column.length + 200);
  const end = next ? rest.search(new RegExp(`,\\s*${escapeRegex(next)}\\b`)) : -1;
  return end >= 0 ? rest.slice(0, end) : rest.split(/[.\n]/)[0];
}

/** The CREATE TABLE statement of a described table. */
export function createTable(table: Table, task: string): string {
  const lines = table.columns.map((column, index) => {
    const said = saidOf(task, column.name, table.columns[index + 1]?.name);
    const written = said.match(/^\s*(integer|int|bigint|text|varchar(?:\(\d+\))?|real|numeric(?:\(\d+,\s*\d+\))?|boolean|date|timestamp(?:tz)?|uuid|blob|jsonb?)\b/i)?.[1];
    const primary = /\bprimary key\b/i.test(said) ? ' PRIMARY KEY' : '';
    const notNull = /\bnot null\b/i.test(said) ? ' NOT NULL' : '';
    const values = /\bone of\b/i.test(said) ? [...said.matchAll(/'([^'\n]{1,30})'/g)].map((match) => `'${match[1]}'`) : [];
    const check = values.length ? ` CHECK (${column.name} IN (${values.join(', ')}))` : '';
    const type = written
      ? `${written.toUpperCase()}${primary}${notNull}`
      : column.type && !/\bone\b/.test(column.type)
        ? column.type.toUpperCase()
        : typeByName(column.name, index === 0);
    return `  ${column.name} ${type}${check}`;
  });
  return `CREATE TABLE ${table.name} (\n${lines.join(',\n')}\n);`;
}
