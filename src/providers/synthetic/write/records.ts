// The records a call's material holds, read once for every collection writer: CSV/TSV/semicolon rows under a
// header, markdown table rows, a pasted JSON array of objects, "key: value" blocks split by blank lines, bullet
// or numbered lines, speaker lines of a transcript. A collection answer (a JSON array, an array field, table
// rows, N bullets) has one item per record, in order, its values taken from that record's own cells.

/** One cell of a record: the column header or key it stands under (lower-cased, when the material names one) and its value as written. */
export interface RecordCell {
  label?: string;
  value: string;
}

/** One record of the material: its cells in order, and its text as written (a line, a block). */
export interface MaterialRecord {
  cells: RecordCell[];
  text: string;
}

/** How many records one material gives at most, and how many lines are read for them. */
const MOST_RECORDS = 50;
const MOST_LINES = 600;

/** A cell's value without its quotes and outer spaces. */
const clean = (value: string) =>
  value
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

/** A delimited line's cells: quoted cells may hold the delimiter ("Acme, Inc."). */
function splitCells(line: string, delimiter: string): string[] {
  if (!line.includes('"')) return line.split(delimiter).map(clean);
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (const letter of line) {
    if (letter === '"') quoted = !quoted;
    if (letter === delimiter && !quoted) {
      cells.push(clean(current));
      current = '';
    } else current += letter;
  }
  cells.push(clean(current));
  return cells;
}

/** A header's cells are names: none a number, an email, an amount or a date. */
const isHeader = (cells: string[]) => cells.every((cell) => /^[A-Za-z_#][\w #()%./-]{0,40}$/.test(cell) && !/@|\d{2}/.test(cell) && cell.split(/\s+/).length <= 4);

/** Rows of a delimited block: a header line and the lines after it with as many cells, for the first delimiter that gives two rows or more. */
function delimitedRecords(lines: string[]): MaterialRecord[] {
  for (const delimiter of ['\t', '|', ';', ',']) {
    for (let start = 0; start < lines.length - 2; start += 1) {
      const header = lines[start];
      if (!header.includes(delimiter) || (delimiter === '|' && /^\s*\|/.test(header))) continue;
      const names = splitCells(header, delimiter);
      if (names.length < 2 || !isHeader(names)) continue;
      const records: MaterialRecord[] = [];
      for (const line of lines.slice(start + 1)) {
        if (!line.trim()) {
          if (records.length) break;
          continue;
        }
        const cells = splitCells(line, delimiter);
        if (cells.length !== names.length) break;
        records.push({ cells: cells.map((value, index) => ({ label: names[index].toLowerCase(), value })), text: line.trim() });
      }
      if (records.length >= 2) return records;
    }
  }
  return [];
}

/** Rows of a markdown table: `| a | b |` lines under a header and a `|---|` line. */
function tableRecords(lines: string[]): MaterialRecord[] {
  const separator = lines.findIndex((line, index) => index > 0 && /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)+\|?\s*$/.test(line) && /\|/.test(lines[index - 1]));
  if (separator < 0) return [];
  const cellsOf = (line: string) => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map(clean);
  const names = cellsOf(lines[separator - 1]).map((name) => name.replace(/[*_`]/g, '').toLowerCase());
  const records: MaterialRecord[] = [];
  for (const line of lines.slice(separator + 1)) {
    if (!/\|/.test(line)) break;
    const cells = cellsOf(line);
    records.push({ cells: cells.map((value, index) => ({ label: names[index], value })), text: line.trim() });
  }
  return records;
}

/** A JSON value as a cell's text. */
const cellText = (value: unknown) =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Objects of a JSON array pasted in the material (the first one that parses). */
function jsonRecords(text: string): MaterialRecord[] {
  const open = text.search(/(?:^|\n)\s*\[\s*\{/);
  if (open < 0) return [];
  const start = text.indexOf('[', open);
  const end = text.indexOf(']\n', start) >= 0 ? text.indexOf(']\n', start) + 1 : text.lastIndexOf(']') + 1;
  if (end <= start || end - start > 50_000) return [];
  try {
    const parsed: unknown = JSON.parse(text.slice(start, end));
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object' && !Array.isArray(item))
      .map((item) => ({ cells: Object.entries(item).map(([key, value]) => ({ label: key.toLowerCase(), value: cellText(value) })), text: JSON.stringify(item) }));
  } catch {
    return [];
  }
}

/** A "key: value" line: a short label, then its value. */
const KEY_LINE = /^[ \t]*[-*•]?[ \t]*([A-Za-z][\w .#/()-]{0,30}?)[ \t]*:[ \t]+(\S.*)$/;

/** Blocks of "key: value" lines split by blank lines (an email's headers and body, a ticket's fields), two blocks or more. */
function blockRecords(lines: string[]): MaterialRecord[] {
  const blocks: string[][] = [[]];
  for (const line of lines) {
    if (line.trim()) blocks[blocks.length - 1].push(line);
    else if (blocks[blocks.length - 1].length) blocks.push([]);
  }
  const keyed = blocks.filter((block) => block.filter((line) => KEY_LINE.test(line)).length >= 2);
  if (keyed.length < 2) return [];
  const firstKey = keyed[0]
    .find((line) => KEY_LINE.test(line))
    ?.match(KEY_LINE)?.[1]
    .toLowerCase();
  // Blocks that open with the same key are the records; a block without keys after one is its body (an email's text).
  const records: MaterialRecord[] = [];
  for (const block of blocks) {
    const pairs = block.flatMap((line) => {
      const match = line.match(KEY_LINE);
      return match ? [{ label: match[1].trim().toLowerCase(), value: match[2].trim() }] : [];
    });
    if (pairs.length >= 2 && (!firstKey || pairs.some((pair) => pair.label === firstKey))) records.push({ cells: pairs, text: block.join('\n') });
    else if (records.length && block.length && pairs.length < 2) {
      const last = records[records.length - 1];
      last.cells.push({ label: 'body', value: block.join(' ').trim() });
      last.text += `\n\n${block.join('\n')}`;
    }
  }
  return records.length >= 2 ? records : [];
}

/** A part that is a label and its figure ("qty 2", "price: 180.00", "weight = 3 kg"). */
const LABELLED_FIGURE = /^([A-Za-z][A-Za-z ]{0,20}?)\s*[:=]?\s+([-+]?[$€£]?\d[\d,.]*(?:\s?[A-Za-z%]{1,4})?)\.?$/;

/** A bullet or numbered line's marker. */
const MARKER = /^[ \t]*(?:[-*•]|\d{1,3}[.)]|\[[ x]\])[ \t]+/;
/** A transcript's speaker line: "Priya: …", "[00:02] Kwame Mensah: …". */
const SPEAKER = /^[ \t]*(?:\[[\d:]{4,8}\][ \t]*)?([A-Z][\w'.-]*(?:[ \t][A-Z][\w'.-]*){0,2})[ \t]*:[ \t]+(\S.*)$/;

/** A short line that only greets, thanks or closes ("That's everything, thanks all."). */
const PLEASANTRY = /\b(?:that'?s (?:all|everything|it)|thanks|thank you|bye|see you|sounds good|let'?s (?:start|begin|wrap))\b/i;

/** One record per bullet, numbered or speaker line of the longest run of them, two lines or more. */
function lineRecords(lines: string[]): MaterialRecord[] {
  let best: MaterialRecord[] = [];
  let run: MaterialRecord[] = [];
  let kind = '';
  for (const line of [...lines, '']) {
    const marked = MARKER.test(line) ? 'marker' : SPEAKER.test(line) ? 'speaker' : '';
    if (!marked || (kind && marked !== kind)) {
      if (run.length > best.length) best = run;
      run = [];
      kind = '';
      if (!marked) continue;
    }
    kind = marked;
    const text = line.replace(MARKER, '').trim();
    const speaker = marked === 'speaker' ? line.match(SPEAKER) : null;
    const cells: RecordCell[] = speaker ? [{ label: 'speaker', value: speaker[1] }, { value: speaker[2].trim() }] : inlineCells(text);
    run.push({ cells, text });
  }
  // "Priya: That's everything, thanks all.", "Kwame: I'm here": a speaker's short pleasantry is no record.
  if (kind === 'speaker' || best.some((record) => record.cells[0]?.label === 'speaker')) {
    const words = (record: MaterialRecord) => (record.cells[1]?.value ?? '').split(/\s+/).length;
    const said = best.filter((record) => words(record) >= 4 && !(words(record) <= 8 && PLEASANTRY.test(record.cells[1]?.value ?? '')));
    if (said.length >= 2) best = said;
  }
  // "- ACTION: Dana to …" among other notes: the lines tagged alike are the records, the rest is discussion.
  const tag = (record: MaterialRecord) => record.text.match(/^([A-Z]{2,}[A-Z ]{0,12})\s*:/)?.[1];
  const tagged = best.filter((record) => tag(record) && tag(record) === tag(best.find(tag) ?? best[0]));
  if (tagged.length >= 2 && tagged.length < best.length) best = tagged.map((record) => ({ cells: record.cells.slice(1), text: record.text.replace(/^[A-Z][A-Z ]*:\s*/, '') }));
  return best.length >= 2 ? best : [];
}

/** The cells one line gives: "label: value" parts split at commas or semicolons, else its pieces split at dashes, bars, tabs, a colon and brackets ("v1.2.0 (2024-03-01): Added dark mode"), else the line whole. */
function inlineCells(text: string): RecordCell[] {
  const parts = text.split(/\s*[;,]\s+(?=[A-Za-z][\w ]{0,20}:\s)/);
  if (parts.length >= 2 && parts.every((part) => KEY_LINE.test(part)))
    return parts.map((part) => {
      const match = part.match(KEY_LINE) as RegExpMatchArray;
      return { label: match[1].trim().toLowerCase(), value: match[2].trim().replace(/[.;,]$/, '') };
    });
  // "Ergonomic chair, qty 2, price 180.00": a bare part and labelled figures.
  const commaParts = text.split(/\s*[;,]\s+/);
  const figures = commaParts.map((part) => part.match(LABELLED_FIGURE));
  if (commaParts.length >= 2 && figures.some(Boolean))
    return commaParts.map((part, index) => {
      const figure = figures[index];
      return figure ? { label: figure[1].toLowerCase(), value: figure[2] } : { value: part.replace(/[.;]$/, '') };
    });
  const pieces = text
    .split(/\s+[-–—|]\s+|\t|:\s+|\s*\(([^()]{1,40})\)\s*/)
    .filter((piece): piece is string => Boolean(piece?.trim()))
    .map((piece) => piece.trim().replace(/[.;:]$/, ''));
  return pieces.length >= 2 ? pieces.map((value) => ({ value })) : [{ value: text.replace(/[.;]$/, '') }];
}

/** A record as one line of a list: its cells joined ("T-101, Acme, Login fails after password reset"), a line record as written. */
export function recordLine(record: MaterialRecord): string {
  return record.cells.some((cell) => cell.label) ? record.cells.map((cell) => cell.value).join(', ') : record.text;
}

/** The records a text holds, read by the first reader that finds two or more (JSON, a markdown table, delimited rows, key blocks, lines); empty when none does. */
export function recordsIn(text: string): MaterialRecord[] {
  const bounded = text.length > 60_000 ? text.slice(0, 60_000) : text;
  const json = jsonRecords(bounded);
  if (json.length >= 2) return json.slice(0, MOST_RECORDS);
  const lines = bounded.split('\n').slice(0, MOST_LINES);
  for (const read of [tableRecords, delimitedRecords, blockRecords, lineRecords]) {
    const records = read(lines);
    if (records.length >= 2) return records.slice(0, MOST_RECORDS);
  }
  return [];
}

/** Records without the repeats of an earlier one (what "drop exact duplicates" asks). */
export const distinctRecords = (records: MaterialRecord[]) => records.filter((record, index) => records.findIndex((other) => other.text === record.text) === index);

/** Whether instructions ask to drop repeated records ("drop duplicate rows", "dedupe"). */
export const dropsDuplicates = (instructions: string) => /\b(?:drop|remove|skip|ignore|without|no)\b[^.\n]{0,30}\bduplicat|\bde-?dup/i.test(instructions);

/** Records read once per text (a call asks for them once per field and item). */
let readText: string | undefined;
let readRecords: MaterialRecord[] = [];

/** The records of a text, remembered for the last text read. */
export function materialRecords(text: string): MaterialRecord[] {
  if (readText !== text) {
    readText = text;
    readRecords = recordsIn(text);
  }
  return readRecords;
}
