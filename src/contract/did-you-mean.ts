/**
 * Edit distance counting a swapped pair of neighbours as one edit (optimal string alignment), so the
 * commonest typos (`prot` for `port`) are one edit away; packages of plain Levenshtein count two.
 */
function editDistance(left: string, right: string): number {
  const rows = Array.from({ length: left.length + 1 }, (_row, index) => [index, ...new Array<number>(right.length).fill(0)]);
  for (let column = 1; column <= right.length; column++) rows[0][column] = column;
  for (let row = 1; row <= left.length; row++) {
    for (let column = 1; column <= right.length; column++) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1;
      rows[row][column] = Math.min(rows[row - 1][column] + 1, rows[row][column - 1] + 1, rows[row - 1][column - 1] + cost);
      if (row > 1 && column > 1 && left[row - 1] === right[column - 2] && left[row - 2] === right[column - 1]) {
        rows[row][column] = Math.min(rows[row][column], rows[row - 2][column - 2] + 1);
      }
    }
  }
  return rows[left.length][right.length];
}

/**
 * The known name closest to a mistyped one, if it is close enough to be what was meant: case is
 * ignored (`baseUrl` → `baseURL`), and at most 40 % of the longer name may differ (`maxRetry` →
 * `maxRetries`, but nothing for `colour`).
 */
export function closestName(given: string, known: readonly string[]): string | undefined {
  let best: { name: string; cost: number } | undefined;
  for (const name of known) {
    const cost = editDistance(given.toLowerCase(), name.toLowerCase());
    if (!best || cost < best.cost) best = { name, cost };
  }
  if (!best || best.name === given) return undefined;
  return best.cost <= Math.max(1, Math.floor(Math.max(given.length, best.name.length) * 0.4)) ? best.name : undefined;
}

/** " (did you mean X?)" when a known name is close, else nothing. */
export function didYouMean(given: string, known: readonly string[]): string {
  const closest = closestName(given, known);
  return closest ? ` (did you mean ${closest}?)` : '';
}

/** The `count` known names nearest to `given` (any distance), nearest first; ties keep the known list's order. */
export function closestNames(given: string, known: readonly string[], count: number): string[] {
  const lower = given.toLowerCase();
  return known
    .map((name, index) => ({ name, index, cost: editDistance(lower, name.toLowerCase()) }))
    .sort((left, right) => left.cost - right.cost || left.index - right.index)
    .slice(0, count)
    .map((entry) => entry.name);
}
