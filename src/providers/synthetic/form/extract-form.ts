import type { Container, ExtractTarget } from './answer-form.js';
import type { Candidate } from './candidate.js';
import { lastMatch, sentenceAt } from './read-words.js';

const TARGETS: Array<[RegExp, ExtractTarget]> = [
  [/\be-?mail(?: address)?s?\b/i, 'emails'],
  [/\b(?:urls?|links?|web ?sites?|web addresses)\b/i, 'urls'],
  [/\bphone(?: numbers?)?s?\b|\btelephone/i, 'phones'],
  [/\bdates?\b|\bdeadlines?\b/i, 'dates'],
  [
    /\b(?:amounts?|prices?|totals?|sums?|costs?|money|monetary values?|figures? in (?:eur|usd|dollars|euros)|debits?|credits?|withdrawals?|deposits?|charges?|expenses?)\b/i,
    'amounts',
  ],
  [
    /\b(?:order|invoice|ticket|tracking|reference|case|booking|serial|part)s? (?:numbers?|ids?|codes?)\b|\bversions?(?: numbers?)?\b|\bids\b|\bcodes\b|\bskus?\b|\b(?:account|iban)s? (?:numbers?|codes?)\b|\bibans?\b/i,
    'codes',
  ],
  [/\bmeasurements?\b|\bwith (?:its|their) units?\b/i, 'measurements'],
  [/\b(?:compan(?:y|ies)|company names?|organi[sz]ations?|firms?|vendors?|businesses)\b/i, 'companies'],
  [/\b(?:people|persons?|person names?|names of (?:the )?people|full names?|names)\b/i, 'people'],
  [/\b(?:places|locations?|cities|countries)\b/i, 'places'],
  [/\b(?:numbers?|numeric values|values|lab values|readings|figures|quantities|percent(?:age)?s)\b/i, 'numbers'],
];

/** What kind of values a sentence names, when it names one (emails before names: "names and emails" lists emails). */
export function extractTargetIn(sentence: string): ExtractTarget | undefined {
  return TARGETS.find(([pattern]) => pattern.test(sentence))?.[1];
}

const EXTRACT_CUE =
  /\b(?:which|what|who)\b[^.?\n]{0,40}\b(?:mentioned|mentions?|appear|appears|occur|occurs|contains?|are (?:listed|given|named|quoted|there|in (?:here|the|this)))\b|\b(?:write out|list|give|return|output|show|name|print)\b(?=[^.?\n]{0,40}\b(?:mentioned|that appear|in (?:the|this) (?:text|message|email|thread|note|document|paragraph|log)|below|above)\b)|\b(?:extract|find (?:the|every)|list each|pull out|pull|list (?:all|every|each|the)|find (?:all|every)|identify (?:all|every|the)|collect|get (?:all|every)|return (?:all|every|each)|give me (?:all|every)|what are the)\b|\bwhich\b[^.?\n]{0,40}\b(?:does|do|did)\b[^.?\n]{0,60}\b(?:show|contain|list|include|mention)\w*|\bgive me the\b(?=[^.?\n:]{0,40}\b(?:in|from) (?:this|the)\b)/gi;

/** Words that name a layout, and an earlier instruction that asks for one. */
const LAYOUT_WORDS = /\bjson\b|\barray\b|\bcommas?\b|\bnumbered\b|\bbullet|\bper line\b|\bon (?:its|their) own line/i;
const LAYOUT_ASKED = /\b(?:answer|reply|respond|output|return)\w*\b[^.\n]{0,40}\b(?:json|array|comma[- ]separated|numbered list|bullet(?:s|ed list| points)?|per line)\b[^.\n]*/gi;

/** How the values are to be laid out: a JSON array, one per line, bullets, a numbered list or commas. */
// The layout named last wins ("as a JSON array. Actually, one per line ... so no JSON"); a withdrawn one counts for nothing.
function containerIn(text: string): Container {
  const kept = text.replace(/\b(?:no|not|without|rather than|instead of)\s+(?:an?\s+)?(?:json|arrays?|bullets?|commas?|numbered)\b/gi, '');
  const layouts: Array<[RegExp, Container]> = [
    [/\bjson\b|\barray\b/gi, 'json'],
    [/\bcomma[- ]separated|separated by commas|\bcommas?\b/gi, 'commas'],
    [/\bnumbered\b/gi, 'numbered'],
    [/\bbullet/gi, 'bullets'],
    [/\bper line\b|\bon (?:its|their) own line|\bone (?:\w+ )?(?:per|a|on each) line\b/gi, 'lines'],
  ];
  let found: { at: number; container: Container } = { at: -1, container: 'lines' };
  for (const [pattern, container] of layouts) {
    const at = lastMatch(kept, pattern)?.index ?? -1;
    if (at > found.at) found = { at, container };
  }
  return found.container;
}

/** Words asking for the amounts a statement takes out, and for those it pays in. */
const OUTGOING = /\b(?:debits?|withdrawals?|expenses?|charges?|outgoing|money out)\b/i;
const INCOMING = /\b(?:credits?|deposits?|incoming|money in)\b/i;

/** The last instruction to extract values of a kind from the input, with how to lay them out. */
export function readExtract(text: string): Candidate | undefined {
  const cue = lastMatch(text, EXTRACT_CUE);
  if (!cue) return undefined;
  const sentence = sentenceAt(text, cue.index);
  // "Return only the SQL: find the ten customers ...": a query to write, not values to copy.
  if (/\b(?:sql|query|function|script|regex)\b|(?<!\b(?:currency|postal|zip|country|area|discount|promo|product|tracking|iso) )\bcode\b/i.test(sentence.text)) return undefined;
  // What to extract is named before the material starts (after a colon come the values, whose words name nothing).
  const asked = text.slice(cue.index, sentence.end);
  const target = extractTargetIn(asked.includes(':') ? asked.slice(0, asked.indexOf(':')) : asked);
  if (!target) return undefined;
  // The layout may be said in the next sentence ("Extract the emails. Return them as a JSON array.").
  const next = sentenceAt(text, Math.min(text.length - 1, sentence.end + 1));
  const layout =
    /\b(?:them|as|format|return|output|list|one per line)\b/i.test(next.text) || LAYOUT_WORDS.test(next.text) || /\bper line\b/i.test(next.text)
      ? `${sentence.text} ${next.text}`
      : sentence.text;
  const end = layout === sentence.text ? sentence.end : next.end;
  // A layout the task does not name may be the system prompt's ("You always answer with a JSON array of strings").
  const container = LAYOUT_WORDS.test(layout) ? containerIn(layout) : containerIn(lastMatch(text.slice(0, sentence.start), LAYOUT_ASKED)?.[0] ?? '');
  // "every debit": the amounts taken out (signed minus); "every credit": those paid in.
  const sign = target !== 'amounts' ? undefined : OUTGOING.test(asked) ? 'negative' : INCOMING.test(asked) ? 'positive' : undefined;
  return { form: { kind: 'extract', target, container, ...(sign ? { sign } : {}) }, at: sentence.start, end };
}
