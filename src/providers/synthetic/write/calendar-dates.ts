// Dates as the content writes them ("1 April 2026", "April 1, 2026", "2026-04-01", "March 3"), read as day
// numbers so an answer can compare them (overdue) or count the days between them.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** One date the text writes, as a day number (days since 1970-01-01, UTC), and where it starts. */
export interface PlacedDay {
  day: number;
  at: number;
  written: string;
}

const MONTH = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\\.?';
/** ISO dates, "1 April 2026", "April 1, 2026", "April 1" and "1 April" (a year taken from elsewhere in the text). */
const DATE = new RegExp(
  `\\b(\\d{4})-(\\d{2})-(\\d{2})\\b|\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH}(?:,?\\s+(\\d{4}))?\\b|\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?`,
  'gi',
);

const dayOf = (year: number, month: number, date: number) => Math.round(Date.UTC(year, month, date) / 86_400_000);

/** The dates a text writes, in order; a date without its year takes the text's first year (else 2000). */
export function daysIn(text: string): PlacedDay[] {
  const fallbackYear = Number(text.match(/\b(?:19|20)\d{2}\b/)?.[0] ?? 2000);
  const days: PlacedDay[] = [];
  for (const match of text.matchAll(DATE)) {
    const [written, isoYear, isoMonth, isoDay, dayFirst, monthAfter, yearAfter, monthBefore, dayAfterMonth, yearLast] = match;
    let day: number | undefined;
    if (isoYear) day = dayOf(Number(isoYear), Number(isoMonth) - 1, Number(isoDay));
    else {
      const month = MONTHS.indexOf((monthAfter ?? monthBefore ?? '').slice(0, 3).toLowerCase());
      const date = Number(dayFirst ?? dayAfterMonth);
      if (month >= 0 && date >= 1 && date <= 31) day = dayOf(Number(yearAfter ?? yearLast ?? fallbackYear), month, date);
    }
    if (day !== undefined) days.push({ day, at: match.index ?? 0, written: written.trim() });
  }
  return days;
}

/** The day the text says it is ("Today is 15 April 2026", "as of 2026-04-15"), if it says. */
export function todayIn(text: string): number | undefined {
  const said = text.match(/\b(?:today(?: is|'s date(?: is)?)?|as of|current date(?: is)?|it is now|date today)\s*:?\s*/i);
  if (!said || said.index === undefined) return undefined;
  const after = said.index + said[0].length;
  return daysIn(text.slice(after, after + 40))[0]?.day;
}

/** The date the text gives after a label ("Due: 1 April 2026", "due on March 3"), if any within a short reach. */
export function dayAfterLabel(text: string, label: RegExp): number | undefined {
  const found = text.match(label);
  if (!found || found.index === undefined) return undefined;
  const after = found.index + found[0].length;
  return daysIn(text.slice(after, after + 40))[0]?.day;
}
