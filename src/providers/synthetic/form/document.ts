// The call read as a document: which parts of the system prompt and task are instructions about the answer
// and which are the content those instructions are about (an email, a log, a transcript, a diff, a quoted
// message, anything after "Text:" or a line of dashes). Content is blanked out, keeping every offset and line
// break, so the form readers find asks in instructions only: "Agent reply: 4" inside a transcript is no score.
// One pass over the lines and one over the quotes: linear in the text.

/** Labels that open content rather than an instruction ("Email:", "Ticket #88:", "Agent reply:", "Press release:"). */
const CONTENT_LABEL =
  /^[ \t]*(?:[-*•>]\s*)?(?:(?:the|my|our|this|customer|user|original|support|incoming|raw|sample|full|source|job|product|app|code|error|server|chat|call|meeting|review|release|survey|facilities|clinic|press|news|blog|forum|agent|input|lab|bank)\s+)?(?:e-?mail|message|msg|ticket|input|text|review|customer|agent(?: reply)?|user|notes|transcript|logs?|log excerpt|article|press release|document|doc|contract|diff|code|snippet|invoice|statement(?: excerpt)?|post|comment|tweet|context|data|report|clause|resume|cv|abstract|passage|excerpt|story|thread|chat|conversation|feedback|bio|description|listing|posting|changelog|release notes|paragraph|content|body|subject|from|reply|complaint|request|query text|source|material|record|entry|case|incident|alert|memo|letter|minutes|quote|claim)(?:(?:\s*#\s*|\s+(?:no\.?\s*)?)(?=[\w-]*\d)[\w-]{1,12})?\s*(?:\([^()\n]{0,40}\))?\s*:/i;

// Labels that hand on an earlier agent's work ("Previous agent output:", "Enrichment results:", "Output from the
// Researcher:"), never an example to imitate ("Expected output:", "JSON output:"); HANDED_ON joins its other phrasings.
const PASSED_ON =
  /^[ \t]*(?!(?:expected|example|sample|desired|required|json|final|your|correct|ideal|target|good|bad|the|an?)\s)(?:(?:previous|prior|upstream|earlier|last)\s+(?:agent(?:'s)?\s+)?|[\w-]+(?:\s+agent)?(?:'s)?\s+)(?:output|results?|response|findings|draft|extraction)\s*(?:\([^()\n]{0,40}\))?\s*:|^[ \t]*(?:output|results?|response|findings)\s+(?:from|of|by)\s+(?:the\s+)?[\w -]{1,30}:/i;

/** A line that is an instruction even inside content: an imperative about the answer, or a section that asks. */
const INSTRUCTION_LINE =
  /^[ \t]*(?:[-*•]\s+|\d{1,2}[.)]\s+|#{1,4}\s*)?(?:please\s+|now\s+|then\s+)?(?:return|respond|reply|answer(?! ?:)|output|give|write|list|classify|rate|score|label|format|use|only|just|do not|don't|never|always|make|summari[sz]e|extract|translate|pick|choose|select|tag|route|assign|grade|decide|include|keep|begin|start|end with|put|provide|send|convert|turn|produce|rules?\s*:|output format|response format|your (?:answer|reply|response|output|job|task))\b/i;

/** A line of dashes, equals signs or underscores: what follows it is material. */
const RULE_LINE = /^[ \t]*(?:-{3,}|={3,}|_{3,}|\*{3,})[ \t]*$/;
/** Lines of data: log lines with a timestamp, diff lines, markdown table rows, a speaker's turn in a transcript. */
const LOG_LINE = /^[ \t]*(?:\[?\d{4}-\d{2}-\d{2}[T ]\d{1,2}:\d{2}|\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s|\d{2}\.\d{2}\.\d{4}\s)/;
const DIFF_LINE = /^(?:diff --git |@@ |\+\+\+ |--- a\/|[+-](?![\s+-])\S)/;
const TABLE_ROW = /^[ \t]*\|.*\|[ \t]*$/;
/** Lines of a stack trace: "Traceback (most recent call last):", `File "x.py", line 8`, "at fn (file.js:3:9)", "TypeError: …". */
const STACK_LINE =
  /^[ \t]*(?:Traceback \(most recent call last\)|File "[^"\n]{1,200}", line \d|at [\w$.<>[\]]{1,120} \(|at [\w$./-]{1,200}:\d+|Caused by:|(?:[\w$]{1,60}\.){0,6}[A-Z]\w{0,60}(?:Error|Exception|Panic)\b(?::|$)|panic: |goroutine \d)/;
/**
 * A label handing on another agent's material: "Previous agent output:", "Test agent output:", "Output of the previous
 * agent:", "Researcher's notes:", "Output from the Researcher:" (never "Expected output:" or "JSON output:").
 */
const HANDED_ON = new RegExp(
  `${PASSED_ON.source}|${/^[ \t]*(?:(?:the\s+)?(?:output|notes|result|findings|report|draft|answer|reply)\s+(?:of|from)\s+(?:the\s+)?(?:previous|last|prior|upstream|[\w-]{1,30})\s+(?:agent|step|stage)|(?:[\w-]{1,30}\s+){0,2}(?:agent|step|stage|bot)(?:'s)?\s+(?:output|notes|results?|findings|report|draft|answer|reply|says))\b[^:\n]{0,30}:/i.source}`,
  'i',
);
/** "Dana: sounds good, I'll take it then": a speaker's name, then at least five words. */
const SPEAKER_LINE = /^[ \t]*([A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,2})\s*:\s+\S+(?:\s+\S+){4,}/;
/** Headers of instruction sections, which a speaker line never is. */
const HEADER_WORDS =
  /^(?:format|output|rules?|note|notes|example|examples|instructions?|schema|template|response|reply|answer|return|respond|important|requirements?|constraints?|steps?|task|goal|role|style|tone|fields?|keys?|labels?|options?|categories|output format|response format)$/i;

/** An example output or a schema the instructions give to imitate: a fence right after such words is instruction. */
const EXAMPLE_CUE =
  /\b(?:example|e\.g\.|like this|like so|as follows|following (?:format|shape|schema|template|structure)|format|schema|template|shape|structure|exactly like|looks like|this form|interface|type)\b[^\n]{0,40}:?[ \t]*$/i;

interface Line {
  start: number;
  end: number;
  text: string;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start <= text.length) {
    const next = text.indexOf('\n', start);
    const end = next < 0 ? text.length : next;
    lines.push({ start, end, text: text.slice(start, end) });
    if (next < 0) break;
    start = next + 1;
  }
  return lines;
}

/** Text with the given ranges replaced by spaces (line breaks kept), so every offset still points where it did. */
function blank(text: string, ranges: Array<[number, number]>): string {
  if (!ranges.length) return text;
  const sorted = [...ranges].sort((left, right) => left[0] - right[0]);
  const parts: string[] = [];
  let at = 0;
  for (const [from, to] of sorted) {
    if (to <= at) continue;
    const start = Math.max(from, at);
    parts.push(text.slice(at, start), text.slice(start, to).replace(/[^\n]/g, ' '));
    at = to;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/** Ranges of content found by layout: fenced material, labelled blocks, material after a rule line, logs, diffs, tables, transcripts. */
function contentLines(lines: Line[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let index = 0;
  // Content runs until a blank line (for a labelled block) or to the next rule line / the end (after a rule line).
  let open: 'label' | 'rule' | undefined;
  // A table's body rows (after its header and separator) are the input's; a template's placeholder row is not.
  let tableBody = false;
  // The next rule line after each line (or -1), found in one pass from the end.
  const nextRule: number[] = new Array(lines.length).fill(-1);
  for (let at = lines.length - 2; at >= 0; at -= 1) nextRule[at] = RULE_LINE.test(lines[at + 1].text) ? at + 1 : nextRule[at + 1];
  while (index < lines.length) {
    const line = lines[index];
    const trimmed = line.text.trim();
    if (TABLE_ROW.test(line.text)) {
      if (tableBody && !/<[^>]+>|\.\.\./.test(line.text)) ranges.push([line.start, line.end]);
      tableBody ||= /^[\s|:-]+$/.test(line.text);
      index += 1;
      continue;
    }
    tableBody = false;
    if (trimmed.startsWith('```')) {
      let close = index + 1;
      while (close < lines.length && !lines[close].text.trim().startsWith('```')) close += 1;
      const before = lines[index - 1]?.text ?? '';
      const body = lines
        .slice(index + 1, close)
        .map((item) => item.text)
        .join('\n');
      // A fenced JSON/YAML/type the instructions show as the answer's example or schema stays readable.
      const example = EXAMPLE_CUE.test(before) && /^\s*(?:[{[]|[\w"]+\s*:|interface\b|type\b|class\b)/.test(body) && !open;
      // The opening line stays: its language tag is what "fix it, in the same language" refers to.
      if (!example) ranges.push([line.end, lines[Math.min(close, lines.length - 1)].end]);
      index = close + 1;
      continue;
    }
    if (RULE_LINE.test(line.text)) {
      // Between two rule lines everything is material, imperatives too ("Write me a limerick" is the customer's).
      const close = nextRule[index];
      if (open !== 'rule' && close > index) {
        if (close > index + 1) ranges.push([lines[index + 1].start, lines[close - 1].end]);
        index = close + 1;
        continue;
      }
      open = open === 'rule' ? undefined : 'rule';
      index += 1;
      continue;
    }
    if (!trimmed) {
      if (open === 'label') open = undefined;
      index += 1;
      continue;
    }
    if (open === 'label' ? ASK_SENTENCE.test(line.text) : INSTRUCTION_LINE.test(line.text)) {
      if (open === 'label') open = undefined;
      index += 1;
      continue;
    }
    const label = line.text.includes(':') ? (CONTENT_LABEL.exec(line.text) ?? HANDED_ON.exec(line.text)) : null;
    if (open) ranges.push(...material(line.text, line.start, 0));
    else if (label) {
      ranges.push(...material(line.text, line.start, label[0].length));
      open = 'label';
    } else if (dataRun(lines, index)) ranges.push([line.start, line.end]);
    else if (STACK_LINE.test(line.text)) {
      // A stack trace runs on through its indented source lines until a blank line.
      let last = index;
      while (last + 1 < lines.length && (STACK_LINE.test(lines[last + 1].text) || /^[ \t]{2,}\S/.test(lines[last + 1].text))) last += 1;
      ranges.push([line.start, lines[last].end]);
      index = last;
    }
    index += 1;
  }
  return ranges;
}

/**
 * A sentence or line in labelled material that still asks something of the answer ("Ticket: printer broken. Reply
 * with one word."): only the verbs of answering, since material itself says "send", "write" or "score".
 */
const ASK_SENTENCE =
  /^\s*(?:[-*•]\s+|\d{1,2}[.)]\s+)?(?:please\s+|now\s+|then\s+)?(?:return|respond|reply|answer(?! ?:)|output|classify|label|format|only|just|do not|don't|your (?:answer|reply|response|output))\b/i;

/** The ranges of a material line from `from` on, leaving out its sentences that are instructions. */
function material(text: string, offset: number, from: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let start = from;
  for (const match of text.slice(from).matchAll(/[.!?](?=\s+[A-Z])/g)) {
    const end = from + match.index + 1;
    if (!ASK_SENTENCE.test(text.slice(start, end))) ranges.push([offset + start, offset + end]);
    start = end;
  }
  if (!ASK_SENTENCE.test(text.slice(start))) ranges.push([offset + start, offset + text.length]);
  return ranges;
}

/** Whether a line is data: a log or diff line, or one of two or more speakers' turns. */
function dataRun(lines: Line[], index: number): boolean {
  const text = lines[index].text;
  if (/^[ \t]*[\d[+@d-]/.test(text) && (LOG_LINE.test(text) || DIFF_LINE.test(text))) return true;
  if (!text.includes(':')) return false;
  const near = [lines[index - 1]?.text ?? '', lines[index + 1]?.text ?? ''];
  // A table's body rows (after its header and separator) are the input's; a template's placeholder row is not.
  const speaker = SPEAKER_LINE.exec(text);
  if (!speaker || HEADER_WORDS.test(speaker[1])) return false;
  // Lines right after "Fill in these lines:" are a template to fill, not a conversation.
  let first = index;
  while (first > 0 && index - first < 20 && SPEAKER_LINE.test(lines[first - 1].text)) first -= 1;
  if (/:\s*$/.test(lines[first - 1]?.text ?? '')) return false;
  return near.some((line) => {
    const other = SPEAKER_LINE.exec(line);
    // A transcript has two speakers; the same label twice is a repeated instruction, not a conversation.
    return other !== null && !HEADER_WORDS.test(other[1]) && other[1] !== speaker[1];
  });
}

/** Words a quoted passage follows when it is a form to copy ("reply in the form 'Score: N/10 – why'"), not material. */
const FORM_BEFORE = /\b(?:form|format|like|template|exactly|e\.g\.?|example|begin|start|starts|end|prefix|line|say|write|with|as|labels?|options?|words?|phrase)\W{0,3}$/i;
const OPENERS: Record<string, string> = { '"': '"', "'": "'", '“': '”', '‘': '’' };

/** Where a quoted passage may open: a quotation mark after a space, a colon, a bracket or a dash. */
const OPENER = /(?:^|[\s:([—–-])(["'“‘])/g;

/** Ranges of quoted material: a passage of five or more words in quotes, unless it is a form the answer copies. */
function quotedPassages(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  OPENER.lastIndex = 0;
  for (let match = OPENER.exec(text); match; match = OPENER.exec(text)) {
    const at = match.index + match[0].length - 1;
    const closer = OPENERS[match[1]];
    const lineEnd = text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at);
    // The closing quote: the same mark not followed by a letter (an apostrophe inside "I'm" is no closer).
    let end = text.indexOf(closer, at + 1);
    while (end >= 0 && end < lineEnd && /\w/.test(text[end + 1] ?? '')) end = text.indexOf(closer, end + 1);
    if (end < 0 || end >= lineEnd) {
      OPENER.lastIndex = lineEnd;
      continue;
    }
    const inner = text.slice(at + 1, end);
    const words = inner.trim().split(/\s+/).length;
    if (words >= 5 && !FORM_BEFORE.test(text.slice(Math.max(0, at - 30), at)) && !/[<{]/.test(inner)) ranges.push([at + 1, end]);
    OPENER.lastIndex = end + 1;
  }
  return ranges;
}

/**
 * Words that name an ask only to withdraw it ("this overrides the true/false rule", "instead of a bullet list",
 * "ignore the code block instruction above"), and the "no," of "no, make it JSON": neither is an ask.
 */
const WITHDRAWN = [
  /\b(?:overrides?|replaces?|supersedes?|ignore|disregard|forget|scrap|drop)\s+(?:the|that|this|my|your|any|all|previous|earlier)\s+[^.;,()\n]{0,40}?\b(?:rules?|instructions?|format(?:ting)?|requests?|asks?|part|one|above)\b(?:\s+above)?/gi,
  /\b(?:instead of|rather than|not as)[ \t]+((?:an?\s+|the\s+)?[\w/ -]{1,30}?)(?=[,.;:)\n]|$)/gi,
  /\b(?:hmm\s+|wait\s+|oh\s+)?no(?:\s+wait)?[ \t]*[,!–—-]+[ \t]*(?=(?:make|use|give|do|return|send|switch|change|actually|just|let'?s|i (?:need|want))\b)/gi,
];

/**
 * Form nouns a rule forbids ("NO heading", "no bullet points", "without a table", "don't use lists"): a constraint
 * on the answer, never an ask for what it names. "No markdown" and "no code fences" stay: they make an asked JSON bare.
 */
const FORBIDDEN =
  /\b(?:no|never|without|avoid|not? use|don'?t use|do not use)[ \t]+(?:any[ \t]+|an?[ \t]+|the[ \t]+)?(?:markdown[ \t]+)?(?:headings?|headers?|titles?|headlines?|bullets?(?:[ \t]+points?|[ \t]+lists?)?|bullet-points?|(?:numbered[ \t]+)?lists?|tables?|sections?|emojis?)\b/gi;

function withdrawn(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  // A pattern with a group blanks only the group ("instead of the P levels": the levels, not the words that withdraw them).
  for (const pattern of [...WITHDRAWN, FORBIDDEN])
    for (const match of text.matchAll(pattern)) {
      const end = match.index + match[0].length;
      ranges.push([match[1] === undefined ? match.index : end - match[1].length, end]);
    }
  return ranges;
}

/**
 * The instructions of a call's text (system prompt, then task): the same text with its content blanked out,
 * so offsets and line breaks stay where they were and "the later instruction wins" is decided over instructions only.
 */
export function instructionsOf(text: string): string {
  const lines = linesOf(text);
  return blank(text, [...contentLines(lines), ...quotedPassages(text), ...withdrawn(text)]);
}
