/** The kinds of fault the admin plane injects. */
export const FAULT_KINDS = ['http-status', 'latency', 'stream-cut', 'malformed-tool-call', 'refusal', 'empty-answer', 'tool-error', 'tool-timeout', 'tool-malformed'] as const;

/** A fault rule as the admin plane takes it. */
export interface FaultRule {
  kind: (typeof FAULT_KINDS)[number];
  match: Record<string, string | number>;
  status?: number;
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

/** The rule a filled-in form describes: empty fields are left out, numbers parsed. */
export function ruleOf(form: Record<string, string>): FaultRule {
  const number = (name: string) => (form[name] ? Number(form[name]) : undefined);
  const rule: FaultRule = { kind: form.kind as FaultRule['kind'], match: matchOf(form) };
  if (rule.kind === 'http-status') rule.status = number('status') ?? 500;
  if (rule.kind === 'latency') rule.latencyMs = number('latencyMs') ?? 1000;
  if (rule.kind === 'stream-cut') rule.afterChunks = number('afterChunks') ?? 1;
  if (form.times) rule.times = Number(form.times);
  if (form.probability) rule.probability = Number(form.probability);
  return rule;
}
