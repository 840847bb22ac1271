// Format words typed in a hurry: two neighbouring letters swapped ("retrun a jsno object", "repsond in yaml", "bulelt
// points"). A swap keeps the text's length, so the fixed text keeps every offset the readers and the document rely on.

/** The words of format asks a swap is checked against. */
const WORDS = [
  'json',
  'yaml',
  'return',
  'respond',
  'reply',
  'answer',
  'output',
  'format',
  'bullet',
  'bullets',
  'table',
  'number',
  'only',
  'object',
  'array',
  'keys',
  'fields',
  'category',
  'categories',
  'label',
  'labels',
  'sentence',
  'sentences',
  'words',
  'paragraph',
  'paragraphs',
  'headline',
  'exactly',
  'score',
  'list',
  'lines',
  'prose',
  'markdown',
  'columns',
];
const KNOWN = new Set(WORDS);

/** Each misspelling by one swap of neighbouring letters, with its word. */
const SWAPS = new Map<string, string>();
for (const word of WORDS)
  for (let at = 0; at + 1 < word.length; at += 1) {
    const swapped = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    if (!KNOWN.has(swapped)) SWAPS.set(swapped, word);
  }

/** The text with format words whose two neighbouring letters are swapped spelled right (same length, same offsets). */
export function fixedTypos(text: string): string {
  return text.replace(/\b[a-z]{4,10}\b/gi, (word) => {
    const fixed = SWAPS.get(word.toLowerCase());
    if (!fixed) return word;
    return word === word.toUpperCase() ? fixed.toUpperCase() : word[0] === word[0].toUpperCase() ? fixed[0].toUpperCase() + fixed.slice(1) : fixed;
  });
}
