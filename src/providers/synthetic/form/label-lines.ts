/**
 * Labels a system prompt lists line by line above its ask, read from the whole call (the layout pass blanks what
 * follows a "label:" on a line, so the descriptions and examples are gone from the instructions): labels alone on
 * their lines ("BILLING\nTECHNICAL\nSALES"), "- label: description" bullets, and few-shot examples ending in
 * "-> label". One backward pass over at most a few hundred characters before the ask.
 */

/** How far above the ask the reader looks for the list. */
const REACH = 900;
/** How many labels a list may hold. */
const MOST = 12;

/** A line that is a label alone: one to three words, no sentence punctuation. */
const BARE_LABEL = /^[*"`']?([A-Za-z][\w-]*(?: [\w-]+){0,2})[*"`']?$/;
/** A "- label: description" bullet (or "label - description", "**label**: description"). */
const BULLET_LABEL = /^(?:[-*•]|\d{1,2}[.)])\s+[*"`']{0,2}([A-Za-z][\w-]*(?: [\w-]+){0,1})[*"`']{0,2}\s*(?::|\s[-–—]\s)\s*\S/;
/** A table row whose first cell is the label ("| TIER_2 | integrations, API errors |"); the header sits above the `|---|` row, so it is never read. */
const TABLE_LABEL = /^\|\s*[*"`']{0,2}([A-Za-z][\w-]*(?: [\w-]+){0,2})[*"`']{0,2}\s*\|/;
/** A few-shot example ending in its label ("Review: ... -> negative"). */
const ARROW_LABEL = /(?:->|=>|→)\s*[*"`']?([A-Za-z][\w-]*(?: [\w-]+){0,1})[*"`']?\s*\.?$/;

/** The labels of the list of one shape ending right above a position, in order, without repeats. */
function linesOf(lines: string[], pattern: RegExp, blankInside: boolean): string[] {
  const labels: string[] = [];
  let started = false;
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const line = lines[index].trim();
    // A heading between the list and the ask ("# Output") belongs to neither.
    if (!started && /^#{1,6}\s|^[A-Z][A-Za-z ]{0,20}:$/.test(line)) continue;
    if (!line) {
      // Blank lines before the list (between it and the ask) are skipped; inside it only few-shot lists allow them.
      if (!started || blankInside) continue;
      break;
    }
    const label = line.match(pattern)?.[1];
    if (!label) {
      if (started || pattern !== ARROW_LABEL) break;
      continue;
    }
    started = true;
    labels.unshift(label);
  }
  return [...new Set(labels)];
}

/** The labels a list right above a position offers (own lines, "- label: ..." bullets or "-> label" examples), if two or more. */
// Labels alone on their lines are read in the instructions (short lines of a pasted document are blanked there);
// bullets and examples in the whole call, where their descriptions survive.
export function labelsAbove(text: string, call: string, at: number): string[] {
  const linesIn = (source: string) => {
    const lines = source.slice(Math.max(0, at - REACH), at).split('\n');
    // The first line may be cut in the middle; it is never part of the list.
    if (at > REACH) lines.shift();
    return lines;
  };
  for (const [pattern, source, blankInside] of [
    [BULLET_LABEL, call, false],
    [TABLE_LABEL, call, false],
    [ARROW_LABEL, call, true],
    [BARE_LABEL, text, false],
  ] as const) {
    const labels = linesOf(linesIn(source), pattern, blankInside);
    if (labels.length >= 2 && labels.length <= MOST) return labels;
  }
  return [];
}
