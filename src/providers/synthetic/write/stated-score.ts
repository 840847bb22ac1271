// A score the material itself states on the asked scale: a reviewer's "I would give it 8 out of 10", "rated 4/5",
// "score: 7/10". Only on the scale the ask names, so "3 of 5 tests" under a 1-10 ask is no score.

/** The score the text states out of `max`, or undefined. */
export function statedScore(text: string, max: number): number | undefined {
  const match = text.match(new RegExp(`(?<![\\d.])(\\d{1,3}(?:\\.\\d)?)\\s*(?:out of|/|of)\\s*${max}(?!\\d|\\.\\d)`, 'i'));
  const value = match ? Number(match[1]) : undefined;
  return value !== undefined && value <= max ? value : undefined;
}
