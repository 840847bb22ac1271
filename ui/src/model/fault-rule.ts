/** The kinds of fault the admin plane injects. */
export const FAULT_KINDS = ['http-status', 'latency', 'stream-cut', 'malformed-tool-call', 'refusal', 'empty-answer', 'tool-error', 'tool-timeout', 'tool-malformed'] as const;

/** A fault rule as the admin plane takes it. */
export interface FaultRule {
  kind: (typeof FAULT_KINDS)[number];
  match: Record<string, string | number>;
  status?: number;
  /** http-status: whether it refuses whole requests or fails model calls (unset: the server decides from the status and match). */
  at?: 'request' | 'model-call';
  /** http-status: response headers added to (and overriding) the defaults. */
  headers?: Record<string, string>;
  /** http-status: the body answered instead of the default. */
  body?: unknown;
  latencyMs?: number;
  afterChunks?: number;
  times?: number;
  probability?: number;
}

/** A stub as the admin plane takes it: what to answer, for which calls. */
export interface StubRule {
  match: Record<string, string | number>;
  text: string;
  times?: number;
}

/** What a filled-in form says a rule matches: the fields given, the call index as a number. */
function matchOf(form: Record<string, string>): Record<string, string | number> {
  const match: Record<string, string | number> = Object.fromEntries(
    (['endpoint', 'swarmType', 'agent', 'model', 'contains'] as const).filter((name) => form[name]).map((name) => [name, form[name]]),
  );
  if (form.callIndex) match.callIndex = Number(form.callIndex);
  return match;
}

/** A rule's match as one line: `agent=Baker, contains=bread`, or "every call". */
export function matchText(match: Record<string, unknown> | undefined): string {
  return (
    Object.entries(match ?? {})
      .map(([name, value]) => `${name}=${value}`)
      .join(', ') || 'every call'
  );
}

/** The stub a filled-in form describes: its text, what it matches, how often. */
export function stubOf(form: Record<string, string>): StubRule {
  const stub: StubRule = { match: matchOf(form), text: form.text ?? '' };
  if (form.times) stub.times = Number(form.times);
  return stub;
}

/** Header lines (`Name: value`, one a line) as an object; a line without a colon is a name with an empty value, for the server to judge. */
function headersOf(text: string): Record<string, string> {
  const lines = text.split('\n').filter((line) => line.trim());
  return Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return colon < 0 ? [line.trim(), ''] : [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
    }),
  );
}

/** A body as typed: JSON when it parses, else the text as a JSON string. */
function bodyOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** What an http-status rule's form says beyond its status: where it hits, its headers and body, each only when given. */
function httpStatusExtras(form: Record<string, string>): Pick<FaultRule, 'at' | 'headers' | 'body'> {
  const extras: Pick<FaultRule, 'at' | 'headers' | 'body'> = {};
  if (form.at === 'request' || form.at === 'model-call') extras.at = form.at;
  if (form.headers) extras.headers = headersOf(form.headers);
  if (form.body) extras.body = bodyOf(form.body);
  return extras;
}

/** The rule a filled-in form describes: empty fields are left out, numbers parsed. */
export function ruleOf(form: Record<string, string>): FaultRule {
  const number = (name: string) => (form[name] ? Number(form[name]) : undefined);
  const rule: FaultRule = { kind: form.kind as FaultRule['kind'], match: matchOf(form) };
  if (rule.kind === 'http-status') Object.assign(rule, { status: number('status') ?? 500 }, httpStatusExtras(form));
  if (rule.kind === 'latency') rule.latencyMs = number('latencyMs') ?? 1000;
  if (rule.kind === 'stream-cut') rule.afterChunks = number('afterChunks') ?? 1;
  if (form.times) rule.times = Number(form.times);
  if (form.probability) rule.probability = Number(form.probability);
  return rule;
}
