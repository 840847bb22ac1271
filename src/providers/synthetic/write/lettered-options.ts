// A lettered or numbered list of options ("A) carrot  B) potato  C) banana"), where the answer is the letter:
// the letter whose option the question's words point to, by a category it names ("which one is a fruit")
// or by a meaning the option is known by ("not found" → 404).

import { escapeRegex } from './text-patterns.js';

/** Members of the categories a question most often asks "which one is a …" of. */
const CATEGORIES: Array<[RegExp, RegExp]> = [
  [
    /\bfruits?\b/i,
    /\b(?:apples?|bananas?|pears?|plums?|figs?|grapes?|oranges?|lemons?|limes?|mangos?|mangoes|cherr(?:y|ies)|peach(?:es)?|kiwis?|melons?|strawberr(?:y|ies)|pineapples?|apricots?|dates?|blueberr(?:y|ies)|papayas?)\b/i,
  ],
  [/\bvegetables?\b/i, /\b(?:carrots?|potato(?:es)?|onions?|leeks?|cabbages?|broccoli|spinach|lettuce|peas|beans?|celery|cucumbers?|kale|turnips?|beets?|radish(?:es)?)\b/i],
  [/\b(?:mammals?|animals?)\b/i, /\b(?:dogs?|cats?|horses?|whales?|dolphins?|cows?|lions?|tigers?|bats?|elephants?|mice|mouse|rabbits?|bears?)\b/i],
  [/\bbirds?\b/i, /\b(?:eagles?|sparrows?|penguins?|owls?|parrots?|hawks?|robins?|crows?|ducks?|swans?)\b/i],
  [/\bplanets?\b/i, /\b(?:Mercury|Venus|Earth|Mars|Jupiter|Saturn|Uranus|Neptune)\b/],
  [/\bcolou?rs?\b/i, /\b(?:red|blue|green|yellow|purple|orange|black|white|pink|brown|grey|gray)\b/i],
  [/\bprime\b/i, /^(?:2|3|5|7|11|13|17|19|23|29|31|37|41|43|47|53|59|61|67|71|73|79|83|89|97)$/],
  [/\b(?:programming )?languages?\b/i, /\b(?:Python|JavaScript|TypeScript|Rust|Go|Java|Ruby|Kotlin|Swift|C\+\+|C#|PHP|Haskell)\b/],
];

/** Options known by a meaning a question may name instead ("which status means not found"). */
const MEANINGS: Array<[RegExp, RegExp]> = [
  [/^404$/, /\bnot found\b|\bdoes(?:n't| not) exist\b/i],
  [/^200$/, /\b(?:ok|success(?:ful)?|succeeded)\b/i],
  [/^201$/, /\bcreated\b/i],
  [/^30[12]$/, /\bredirect\w*|moved\b/i],
  [/^400$/, /\bbad request\b|\bmalformed\b/i],
  [/^401$/, /\bunauthori[sz]ed\b|\bnot authenticated\b|\bauthenticat\w+ (?:is )?required\b/i],
  [/^403$/, /\bforbidden\b|\bnot allowed\b|\bno permission\b/i],
  [/^429$/, /\btoo many requests\b|\brate[- ]limit\w*/i],
  [/^500$/, /\binternal server error\b|\bserver error\b/i],
  [/^503$/, /\bunavailable\b|\bmaintenance\b/i],
  [/^(?:H2O|water)$/i, /\bwater\b/i],
];

/** The options as the text writes them under their letters or numbers: letter → its option's text. */
function letteredOptions(text: string): Map<string, string> {
  const options = new Map<string, string>();
  for (const match of text.matchAll(/(?:^|\n|\s)\(?([A-Ha-h]|[1-8])[).:]\s+([^\n]{1,80}?)(?=\s+\(?(?:[A-Ha-h]|[1-8])[).:]\s|\n|$)/g)) {
    if (!options.has(match[1].toUpperCase())) options.set(match[1].toUpperCase(), match[2].trim());
  }
  return options;
}

/** The letter (or number) of the option the question's words point to; undefined when the options are not letters or nothing decides. */
export function letteredChoice(options: string[], text: string): string | undefined {
  if (!options.length || !options.every((option) => /^(?:[A-Ha-h]|[1-8])$/.test(option.trim()))) return undefined;
  const lettered = letteredOptions(text);
  const written = options.map((option) => lettered.get(option.trim().toUpperCase()));
  if (written.filter(Boolean).length < 2) return undefined;
  const question = text.split(/\n\s*\(?[A-Ha-h1-8][).:]\s/)[0];
  const category = CATEGORIES.find(([asked]) => asked.test(question))?.[1];
  const fits = written.map((meaning) => {
    if (!meaning) return false;
    if (category?.test(meaning)) return true;
    const known = MEANINGS.find(([option]) => option.test(meaning))?.[1];
    return Boolean(known?.test(question)) || (meaning.length >= 4 && new RegExp(`\\b${escapeRegex(meaning)}\\b`, 'i').test(question));
  });
  return fits.filter(Boolean).length === 1 ? options[fits.indexOf(true)] : undefined;
}
