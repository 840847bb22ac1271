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

/** The rule a filled-in form describes: empty fields are left out, numbers parsed. */
export function ruleOf(form: Record<string, string>): FaultRule {
  const number = (name: string) => (form[name] ? Number(form[name]) : undefined);
  const match = Object.fromEntries((['endpoint', 'swarmType', 'agent', 'model'] as const).filter((name) => form[name]).map((name) => [name, form[name]])) as Record<
    string,
    string | number
  >;
  if (form.callIndex) match.callIndex = Number(form.callIndex);
  const rule: FaultRule = { kind: form.kind as FaultRule['kind'], match };
  if (rule.kind === 'http-status') rule.status = number('status') ?? 500;
  if (rule.kind === 'latency') rule.latencyMs = number('latencyMs') ?? 1000;
  if (rule.kind === 'stream-cut') rule.afterChunks = number('afterChunks') ?? 1;
  if (form.times) rule.times = Number(form.times);
  if (form.probability) rule.probability = Number(form.probability);
  return rule;
}
