// A SELECT built from what the task names: the table's columns (`orders(order_id, created_at, amount_cents)`),
// the output columns and aliases it asks for ("columns email and signup_count", "call it total_revenue"),
// the grouping ("per customer", "monthly"), a HAVING ("more than once"), a WHERE ("last 30 days", "open
// tickets"), the order ("most duplicated first", "oldest month first") and a LIMIT ("top 5").
import { escapeRegex } from './text-patterns.js';

/** A table the task gives with its columns (names, and types when written). */
export interface Table {
  name: string;
  columns: Array<{ name: string; type?: string }>;
}

const SQL_WORDS = new Set(['select', 'from', 'where', 'and', 'or', 'not', 'null', 'primary', 'key', 'text', 'int', 'integer', 'the', 'a', 'an']);

/** Words before brackets that name a type or a function, not a table ("text (nullable)", "count(*)"). */
const NOT_TABLES =
  /^(?:text|int|integer|bigint|varchar|char|numeric|decimal|real|float|double|timestamp|timestamptz|date|time|bool|boolean|uuid|jsonb?|blob|count|sum|avg|min|max|coalesce|date_trunc|now|lower|upper|in|values)$/i;

/** Tables written as `name(col type, col, …)` or "Table `name`: col type, col type". */
export function tablesWithColumns(text: string): Table[] {
  const tables: Table[] = [];
  const add = (name: string, list: string) => {
    const columns = list
      .split(/\s*,\s*/)
      .map((part) => part.trim().match(/^[`"]?([a-z_][a-z0-9_]*)[`"]?(?:\s+([a-z][a-z0-9_ ()]*))?/i))
      .filter((match): match is RegExpMatchArray => Boolean(match) && !SQL_WORDS.has(match?.[1].toLowerCase() ?? ''))
      .map((match) => ({ name: match[1], ...(match[2] ? { type: match[2].trim() } : {}) }));
    if (columns.length && !tables.some((table) => table.name === name)) tables.push({ name, columns });
  };
  for (const match of text.matchAll(/\b([a-z_][a-z0-9_]*)\s*\(([a-z_][^()\n]{0,300})\)/g))
    if ((match[2].includes(',') || /^\w+$/.test(match[2])) && !NOT_TABLES.test(match[1])) add(match[1], match[2]);
  for (const match of text.matchAll(/\btable\s+[`"']?([a-z_][a-z0-9_]*)[`"']?\s*:\s*([^\n.]{1,400})/gi)) add(match[1], match[2].replace(/\([^)]*\)/g, ''));
  return tables;
}

const NUMBER_WORDS: Record<string, number> = { three: 3, five: 5, ten: 10, twenty: 20, hundred: 100 };

/** The output columns a task names ("with columns email and signup_count", "output columns month and revenue", "call the result column total"). */
function outputColumns(task: string): string[] {
  const listed = task.match(
    /\b(?:output |result |returned )?columns?\s+(?:named\s+|called\s+)?([`"']?[a-z_][a-z0-9_]*[`"']?(?:\s*(?:,|and)\s*[`"']?[a-z_][a-z0-9_]*[`"']?){0,6})/i,
  )?.[1];
  const called = [...task.matchAll(/\b(?:call|name|alias)\s+(?:the\s+)?(?:result(?:ing)?\s+|output\s+)?(?:column\s+|it\s+)?[`"']?([a-z_][a-z0-9_]*)/gi)].map((match) => match[1]);
  const names = (listed ?? '').split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((name) => name.replace(/[`"']/g, ''));
  return [...new Set([...names, ...called])].filter((name) => /^[a-z_][a-z0-9_]*$/i.test(name) && !/^(?:it|the|result|column|named|called)$/i.test(name));
}

/** The aggregate an output column or the task's words ask for ("signup_count", "total revenue", "average"). */
function aggregateOf(name: string, task: string): 'COUNT' | 'SUM' | 'AVG' | 'MAX' | 'MIN' | undefined {
  if (/count|^n_|^num|number/i.test(name)) return 'COUNT';
  if (/avg|average|mean/i.test(name)) return 'AVG';
  if (/total|sum|revenue|spend|spent/i.test(name)) return 'SUM';
  if (/^max|latest|last_/i.test(name)) return 'MAX';
  if (/^min|first_|earliest/i.test(name)) return 'MIN';
  if (!name)
    return /\b(?:how many|number of|count)\b|\bmore than once\b/i.test(task)
      ? 'COUNT'
      : /\b(?:total|sum|revenue|spend)\b/i.test(task)
        ? 'SUM'
        : /\baverage|\bmean\b/i.test(task)
          ? 'AVG'
          : undefined;
  return undefined;
}

const isTime = (column: string) => /_at$|_on$|date|time|day$/i.test(column);
const isMeasure = (column: string) => /amount|total|price|cents|revenue|value|cost|salary|qty|quantity|spend/i.test(column);

/** A column of the tables named by a word of the task ("per customer" → customer_id, "by url" → url). */
function columnNamed(word: string, tables: Table[]): string | undefined {
  const stem = word.toLowerCase().replace(/s$/, '');
  const columns = tables.flatMap((table) => table.columns.map((column) => column.name));
  return (
    columns.find((column) => column.toLowerCase() === word.toLowerCase()) ??
    columns.find((column) => column.toLowerCase() === `${stem}_id`) ??
    columns.find((column) => column.toLowerCase().startsWith(stem))
  );
}

/** A query selecting, grouping and ordering what the task names over its tables; undefined when it names no output or aggregate. */
export function selectQuery(task: string, tables: Table[]): string | undefined {
  const [table] = tables;
  if (!table) return undefined;
  const columns = table.columns.map((column) => column.name);
  const outputs = outputColumns(task);
  const time = columns.find(isTime);
  const measure = columns.find(isMeasure);
  const period = task.match(/\b(?:per|by|each)\s+(?:calendar\s+)?(day|week|month|year|quarter)\b|\b(daily|weekly|monthly|yearly|quarterly)\b/i);
  const unit = period ? (period[1] ?? period[2].replace(/ly$/, '').replace(/^dai$/, 'day')).toLowerCase() : undefined;
  const byWord = task.match(/\b(?:per|by|for each|grouped by|group by)\s+([a-z_][a-z0-9_]*)/i)?.[1];
  const key = unit ? undefined : byWord ? columnNamed(byWord, tables) : undefined;
  const select: string[] = [];
  const groups: string[] = [];
  let aggregate: string | undefined;
  const divided = (column: string) => (/_cents$/.test(column) && /\bdollars?|\beuros?|\bunits?\b/i.test(task) ? ` / 100.0` : '');
  const aggregated = (how: string, alias: string) => {
    const column = how === 'COUNT' ? '*' : measure;
    aggregate = alias;
    return `${how}(${column ?? '*'})${column && column !== '*' ? divided(column) : ''} AS ${alias}`;
  };
  for (const output of outputs) {
    const how = aggregateOf(output, task);
    if (columns.includes(output)) {
      select.push(output);
      groups.push(output);
    } else if (unit && (output === unit || /month|day|week|year|period/i.test(output)) && time) {
      select.push(`date_trunc('${unit}', ${time}) AS ${output}`);
      groups.push(output);
    } else if (how) select.push(aggregated(how, output));
    else if (measure) select.push(aggregated('SUM', output));
  }
  if (!select.length) {
    const how = aggregateOf('', task);
    if (!how || (!key && !unit)) return undefined;
    if (unit && time) {
      select.push(`date_trunc('${unit}', ${time}) AS ${unit}`);
      groups.push(unit);
    }
    if (key) {
      select.push(key);
      groups.push(key);
    }
    select.push(aggregated(how, how === 'COUNT' ? 'count' : how === 'SUM' ? 'total' : how.toLowerCase()));
  } else if (key && !groups.includes(key) && aggregate) {
    select.unshift(key);
    groups.unshift(key);
  }
  const lines = [`SELECT ${select.join(',\n       ')}`, `FROM ${table.name}`];
  const days = task.match(/\blast\s+(\d{1,4})\s+days\b/i)?.[1];
  const filters = [...(days && time ? [`${time} >= NOW() - INTERVAL '${days} days'`] : []), ...statusFilter(task, table)];
  if (filters.length) lines.push(`WHERE ${filters.join('\n  AND ')}`);
  if (groups.length && aggregate) lines.push(`GROUP BY ${groups.join(', ')}`);
  const more = task.match(/\bmore than (once|twice|\d{1,6})\b/i)?.[1];
  if (more && aggregate) lines.push(`HAVING COUNT(*) > ${more === 'once' ? 1 : more === 'twice' ? 2 : more}`);
  const ascending = /\b(?:oldest|earliest|ascending|chronological|lowest|smallest|least)\b[^.]{0,20}\bfirst\b|\bascending\b|\bchronolog/i.test(task);
  const descending = /\b(?:most|biggest|largest|highest|top|newest|latest|descending)\b/i.test(task);
  const orderBy = ascending ? (groups[0] ?? aggregate) : (aggregate ?? groups[0]);
  if (orderBy) lines.push(`ORDER BY ${orderBy}${descending && !ascending ? ' DESC' : ''}`);
  const limit = task.match(/\b(?:top|first|limit|the)\s+(\d{1,4}|three|five|ten|twenty|hundred)\b/i)?.[1];
  if (limit) lines.push(`LIMIT ${NUMBER_WORDS[limit.toLowerCase()] ?? limit}`);
  return `${lines.join('\n')};`;
}

/** "open tickets" over a column whose values the task quotes ('open' or 'closed'): a WHERE on that value. */
function statusFilter(task: string, table: Table): string[] {
  const values = [...task.matchAll(/'([a-z_]{2,20})'/gi)].map((match) => match[1]);
  if (!values.length) return [];
  const column = table.columns.find((candidate) => new RegExp(`\\b${escapeRegex(candidate.name)}\\b[^.\\n]{0,40}'${escapeRegex(values[0])}'`, 'i').test(task));
  const asked = task.split(/\n|(?<=\.)\s/).filter((sentence) => /\b(?:write|query|find|list|count|number|return|show|select)\b/i.test(sentence) && !sentence.includes("'"));
  const value = values.find((candidate) => asked.some((sentence) => new RegExp(`\\b${escapeRegex(candidate)}\\b`, 'i').test(sentence)));
  return column && value ? [`${column.name} = '${value}'`] : [];
}
