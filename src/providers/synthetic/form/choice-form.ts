import type { Candidate } from './candidate.js';
import { ANSWER_VERB, isBareLimit, ONE_WORD, sentenceBefore } from './instruction-grammar.js';
import { labelsAbove } from './label-lines.js';
import { bulletsAfter, letteredOptions, optionsIn, sentenceAt } from './read-words.js';

const YES_NO = /\b(?:yes or no|y or n|["'“]yes["'”] or ["'“]no["'”]|yes\/no|y\/n|true or false|["'“]true["'”] or ["'“]false["'”]|true\/false)\b/gi;
const LABEL_CUE =
  /\b(?:(?:the|your) (?:action|label|priority|decision|verdict|queue|tier|status|category)(?: name| word)? (?:alone|only)\b|one of(?: the following)?|(?:one|a single|exactly one) (?:team|queue|department|bucket|group|class|tier|lane|desk|channel|segment|intent|topic|owner)(?=\s*:)|choose (?:from|between|one|the)|(?:choose|pick|select)(?=\s+[\w-]+,)|classify|categori[sz]e|label(?:s)?(?: it)?(?: as)?|pick (?:one|the)|select (?:one|the)|which of|options?|categories|category|tags? it as|(?:single|one) (?:capital |upper-?case |lower-?case )?letter|the letter|(?<!\b(?:a|an|the|short|brief|quick|polite|friendly|formal|warm|kind)\s)(?:reply|answer|anwser|awnser|answr|respond|output)(?: with)?(?= )|assign|(?:in )?(?:one|a single|the single) word|either|(?:one|single|1)[- ]word|(?:label|tag|word|category|class|verdict|option|choice|level|department|team|value)(?: name)? only|just the (?:word|label|tag|category|option|class|name)|the (?:\w+ )?(?:word|label|tag|category|name) (?:alone|itself)|say only|only say|only (?:that|the|this|one) (?:word|label|tag|category))\b/gi;
/** An explanation asked after the choice ("then explain in one sentence", "followed by a reason"). */
const EXPLAIN = /\b(?:then|followed by|and)\b[^.\n]{0,30}\b(?:explain|explanation|reason|justification|justify|why)\b|\b(?:explain|justify) (?:why|your)\b/i;
const ONLY = /\b(?:only|just|nothing else|no explanation|without (?:any )?explanation|single word|one word)\b/i;
/** Words just before a yes/no that withdraw it. */
const WITHDRAWN = /\b(?:instead of|rather than|not|no longer|forget)\s*$/i;
/** Words that make an "option" a piece of a rule about the answer rather than a label it may be. */
const RULE_WORDS =
  /\b(?:keys|schema|extra|text|punctuation|explanations?|prose|markdown|quotes|quotation|preamble|commentary|formatting|spaces|capitals|lower-?case|upper-?case|sentences?|words)\b|^(?:no|without|with no|nothing)\b/i;

/** An ask for one label of a set named elsewhere ("the queue name, exactly as written above", "the single action word"). */
const LABEL_ASK =
  /\b(?:name|label|word|category|class|queue|action|tag|value|verdict|priority|tier|decision|severity|status|team|bucket|route|level|intent|outcome|exactly as|as (?:written|listed|shown))\b/i;

/** How many cues back the reader looks for one that lists its options. */
const TRIES = 6;

/** Whether a sentence asks for an answer, rather than stating what the data holds ("kind is either 'debit' or 'credit'"). */
const asks = (sentence: string) => ANSWER_VERB.test(sentence) || ONE_WORD.test(sentence) || /\?|\b(?:must|should|only|label|category|verdict|answer|output)\b/i.test(sentence);

/** Whether the sentence asks for a reason beside the choice. */
const explains = (sentence: string) =>
  EXPLAIN.test(sentence) && !/\b(?:do not|don't|without|no) (?:explain|explanation|reason)/i.test(sentence) && !/\bno explanation\b/i.test(sentence);

/** Short items of a list that ends right before a position ("1. Finance\n2. Legal\n...\nReply with the name only."). */
function bulletsBefore(text: string, at: number): string[] {
  const lines = text.slice(Math.max(0, at - 400), at).split('\n');
  const items: string[] = [];
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const line = lines[index].trim();
    if (!line && !items.length) continue;
    const item = line.match(/^(?:[-*•]|\d{1,2}[.)])\s+(.{1,40})$/)?.[1];
    if (!item) break;
    items.unshift(item.trim());
  }
  return items.every((item) => item.split(/\s+/).length <= 4) ? items : [];
}

/** Alternatives a question just before a position offers ("Is the tone formal or casual?", "Approve or reject?"). */
function questionOptions(text: string, at: number): string[] {
  const questions = text.slice(Math.max(0, at - 300), at + 200).match(/[^.?!:\n]*\bor\b[^.?!\n]*\?/g) ?? [];
  const question = questions[questions.length - 1];
  return question ? optionsIn(question.replace(/\?$/, '')) : [];
}

/** A sentence right before a position that is nothing but a list ("none, mild, or severe."), with where it starts. */
function listBefore(text: string, at: number, bare: boolean): { options: string[]; start: number } | undefined {
  const previous = sentenceBefore(text, at);
  if (!previous) return undefined;
  // Rules that end in their labels ("score < 50 → REJECT, 50–79 → REVIEW, 80 or more → ACCEPT"): the labels they lead to.
  const led = [...previous.text.matchAll(/(?:→|->|=>)\s*[*"'`]?([A-Za-z][\w-]*)/g)].map((match) => match[1]);
  if (led.length >= 2) return { options: [...new Set(led)], start: previous.start };
  // A label's definition ("- p2: minor bug or cosmetic issue") is no list of options.
  if (/^\s*(?:[-*•]|\d{1,2}[.)])\s+[*"'`]{0,2}[\w-]+[*"'`]{0,2}\s*:/.test(previous.text)) return undefined;
  // A list in words ("none, mild, or severe"), not a table row or a path.
  if (/^\s*\||:\/\/|\w\/\w+\//.test(previous.text) || !/,|\bor\b|\||\//.test(previous.text)) return undefined;
  const options = optionsIn(previous.text.replace(/[.!?]\s*$/, ''));
  const listWords = options.join(' ').split(/\s+/).length;
  // Only the list itself, give or take a lead word or two ("Severity: none, mild or severe").
  const onlyTheList = previous.text.split(/\s+/).filter(Boolean).length <= listWords + options.length + 2;
  // After a bare "One word." the sentence before may be a whole ask ending in its set ("Rate it as none, mild, or severe.").
  const endsInSet = bare && /\bor\b|\s\/\s|\|/.test(previous.text) && !/\d,\d/.test(previous.text);
  return options.length >= 2 && (onlyTheList || endsInSet) ? { options, start: previous.start } : undefined;
}

/** The options a cue's sentence (or the list after it) offers. */
function optionsAround(text: string, at: number, call: string): { options: string[]; start: number; end: number; sentence: string } | undefined {
  const sentence = sentenceAt(text, at);
  const afterCue = text.slice(at, sentence.end);
  // The lettered list may come after the material the question is about (a log, then "A) database B) cache").
  const lettered = letteredOptions(text.slice(Math.max(0, sentence.start - 600), Math.min(text.length, sentence.end + 3000)));
  if (/\bletter\b/i.test(sentence.text) && lettered.length)
    return { options: lettered.map((letter) => letter.toUpperCase()), start: sentence.start, end: sentence.end, sentence: sentence.text };
  const before = bulletsBefore(text, sentence.start);
  const tail = afterCue.replace(/^[^:]*?\b(?:one of|from|between|as|into|options?|categories|labels?|category|either|say only|only say)\b\s*(?:the following)?\s*:?/i, '');
  // A long quoted passage after the cue is the material to label, not its options.
  const quotedMaterial = /^\s*["“'‘][^"”'’\n]{40,}/.test(tail);
  // The options end at a clause or a semicolon ("approve or reject this expense; respond with one word").
  // A bracketed remark after the set ("Ana, Ben or Chloe (Ana handles EMEA, …)") says when to pick each; a set that is
  // all in brackets ("one word (p0, p1, p2)") is the set.
  const setText = tail.replace(/^[^:\n]{0,30}:|^[^:\n]{0,60}:(?!\s*["“'‘])/, '');
  const untilClause = (part: string) => part.replace(/\b(?:and|then|followed by)\b.*$|[;:].*$/i, '');
  const outsideBrackets = optionsIn(untilClause(setText.replace(/\s*\([^()\n]{0,200}\)/g, '')));
  const inline = quotedMaterial ? [] : outsideBrackets.length >= 2 ? outsideBrackets : optionsIn(untilClause(setText));
  if (inline.length >= 2 && inline.length <= 12) return { options: inline, start: sentence.start, end: sentence.end, sentence: sentence.text };
  // "English, French or German — single word please": the set before a limit the cue is.
  const lead = text.slice(sentence.start, at);
  const ahead = ONE_WORD.test(text.slice(at, sentence.end)) && /[—–,:;(-]\s*$/.test(lead) ? lead.replace(/^[^:?;]*[:?;]/, '').replace(/[\s—–,:;(-]+$/, '') : '';
  const setAhead = /\bor\b|\//.test(ahead) ? optionsIn(ahead) : [];
  if (setAhead.length >= 2 && setAhead.length <= 12) return { options: setAhead, start: sentence.start, end: sentence.end, sentence: sentence.text };
  // "Use low, medium or high instead of the P levels, and reply with that word only": the set that replaces another.
  // The set may be named in the sentence before the one asking ("… now uses ACCEPT and DECLINE instead of yes/no. Answer with the value only.").
  const replacing = `${sentenceBefore(text, sentence.start)?.text ?? ''} ${sentence.text}`.match(
    /\b(?:uses?|using|pick from|choose from|switch(?:es)? to)\s+(?:the\s+)?(?:(?:labels?|values?|options?|words?)\s+)?([^.;:\n]{3,80}?)\s+(?:instead|rather)\b/i,
  );
  const replaced = replacing ? optionsIn(replacing[1].replace(/\s+and\s+/g, ' or ')) : [];
  if (replaced.length >= 2 && replaced.length <= 12) return { options: replaced, start: sentence.start, end: sentence.end, sentence: sentence.text };
  const bullets = bulletsAfter(text, sentence.end - 1);
  const short = bullets.items
    .map((item) =>
      item
        .replace(/[.:].*$/, '')
        .replace(/^["'`*]+|["'`*]+$/g, '')
        .trim(),
    )
    .filter((item) => item && item.split(/\s+/).length <= 4);
  if (short.length >= 2 && short.length === bullets.items.length) return { options: short, start: sentence.start, end: bullets.end, sentence: sentence.text };
  if (before.length >= 2) return { options: before, start: sentence.start, end: sentence.end, sentence: sentence.text };
  // "Respond with the queue name only" under a list of labels, "- label: description" bullets or "-> label" examples.
  const above = LABEL_ASK.test(sentence.text) ? labelsAbove(text, call, sentence.start) : [];
  if (above.length >= 2) return { options: above, start: sentence.start, end: sentence.end, sentence: sentence.text };
  const question = questionOptions(text, sentence.start);
  if (question.length >= 2) return { options: question, start: sentence.start, end: sentence.end, sentence: sentence.text };
  const listed = listBefore(text, sentence.start, isBareLimit(sentence.text));
  if (listed) return { ...listed, end: sentence.end, sentence: sentence.text };
  if (lettered.length >= 2) return { options: lettered.map((letter) => letter.toUpperCase()), start: sentence.start, end: sentence.end + 400, sentence: sentence.text };
  return undefined;
}

/** The last instruction to answer with one of a closed set: yes/no, true/false, a listed label or letter. */
export function readChoice(text: string, call: string = text): Candidate | undefined {
  let yesNo: RegExpExecArray | undefined;
  YES_NO.lastIndex = 0;
  // "Instead of yes or no, ..." withdraws the yes/no an earlier instruction asked for.
  for (let match = YES_NO.exec(text); match; match = YES_NO.exec(text)) if (!WITHDRAWN.test(text.slice(Math.max(0, match.index - 16), match.index))) yesNo = match;
  const cues: RegExpExecArray[] = [];
  LABEL_CUE.lastIndex = 0;
  for (let match = LABEL_CUE.exec(text); match; match = LABEL_CUE.exec(text)) {
    cues.push(match);
    if (cues.length > TRIES) cues.shift();
  }
  let labelled: Candidate | undefined;
  for (let index = cues.length - 1; index >= 0 && !labelled; index -= 1) {
    const found = optionsAround(text, cues[index].index, call);
    // "Same keys, no extra text", "with no punctuation or explanation": words of a rule about the answer, not its labels.
    if (found?.options.some((option) => RULE_WORDS.test(option))) continue;
    if (found && /^(?:either|one of)/i.test(cues[index][0]) && /\b(?:is|are|was|were|can be|may be)\s+(?:either|one of)\b/i.test(found.sentence) && !asks(found.sentence)) continue;
    // A score, a count or a template is a number's to read ("Reply with one digit", "'Rating: X/5'").
    if (
      found &&
      (found.options.some((option) => /:|^[NX]$|^\d+\s*-/.test(option)) ||
        /\b(?:digits?|integer|number|score|count|percent(?:age)?|code block|block|fenced|snippet|table|columns|numbered|bullets?)\b/i.test(found.sentence))
    )
      continue;
    if (found) {
      const closing = sentenceAt(text, cues[cues.length - 1].index);
      const explain = explains(found.sentence) || (explains(closing.text) && !ONLY.test(closing.text));
      labelled = { form: { kind: 'choice', options: found.options, explain }, at: found.start, end: Math.max(found.end, closing.end) };
    }
  }
  if (yesNo && (!labelled || yesNo.index > labelled.end || labelled.at <= yesNo.index)) {
    const sentence = sentenceAt(text, yesNo.index);
    const quoted = /["'“]/.test(yesNo[0]);
    const options = /true/i.test(yesNo[0]) ? ['true', 'false'] : /^y or n$/i.test(yesNo[0]) ? ['Y', 'N'] : quoted && /yes/.test(yesNo[0]) ? ['yes', 'no'] : ['Yes', 'No'];
    return { form: { kind: 'choice', options, explain: explains(sentence.text) }, at: sentence.start, end: sentence.end };
  }
  return labelled;
}
