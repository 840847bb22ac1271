import type { FaultRule, FaultRuleInput } from '../contract/schemas/fault-rule.js';
import { messageText } from '../providers/message-text.js';
import { TOOL_FAULT_KINDS, faultRuleSchema } from '../contract/schemas/fault-rule.js';
import { ApiError } from '../errors/api-error.js';
import type { ChatMessage } from '../providers/spec.js';
import { refusesRequests } from './request-refusal.js';

/** What is known about a provider call (or a fake MCP server's tool call) when faults are picked. */
interface CallTarget {
  endpoint?: string;
  swarmType?: string;
  agent?: string;
  model?: string;
  /** The tool called on a fake MCP server; absent for model calls. */
  tool?: string;
  /** The call's messages: `match.contains` reads their user text. */
  messages?: ChatMessage[];
  /** A whole request about to run, not a call: only rules that refuse requests hit it. */
  request?: true;
}

/** Which rules an operation is about: faults, stubs (rules of kind `answer`), or both. */
export type RuleFamily = 'faults' | 'stubs' | 'all';

const inFamily = (fault: ActiveFault, family: RuleFamily) => family === 'all' || (fault.rule.kind === 'answer') === (family === 'stubs');

/** The text of a call's user messages, one after the other. */
function userText(messages: ChatMessage[] = []): string {
  return messages
    .filter((message) => message.role === 'user')
    .map((message) => messageText(message.content))
    .join('\n');
}

/** A rule for tool calls (a tool kind, or any kind naming a tool) never hits a model call, and the other way round. */
const isToolRule = (rule: FaultRule) => TOOL_FAULT_KINDS.includes(rule.kind) || rule.match.tool !== undefined;

/** A fault rule with its bookkeeping. */
export interface ActiveFault {
  id: string;
  rule: FaultRule;
  /** Where it came from: `admin` or the scenario's name. */
  source: string;
  matchedCalls: number;
  fired: number;
  /** Mulberry32 state: the probability draws are a pure function of the seed. */
  randomState: number;
}

function nextRandom(fault: ActiveFault): number {
  fault.randomState = (fault.randomState + 0x6d2b79f5) | 0;
  let value = fault.randomState;
  value = Math.imul(value ^ (value >>> 15), value | 1);
  value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
  return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
}

/**
 * What one call is matched against: its fields, and its user text with the answer of each `contains` needle,
 * each worked out once per call however many rules ask (200,000 rules against a 1 MB task joined the text and
 * searched it once per rule).
 */
class MatchTarget {
  private text: string | undefined;
  private readonly found = new Map<string, boolean>();

  constructor(readonly target: CallTarget) {}

  contains(needle: string): boolean {
    let answer = this.found.get(needle);
    if (answer === undefined) {
      this.text ??= userText(this.target.messages);
      answer = this.text.includes(needle);
      this.found.set(needle, answer);
    }
    return answer;
  }
}

function matches(rule: FaultRule, call: MatchTarget): boolean {
  const { match } = rule;
  const target = call.target;
  if (isToolRule(rule) !== (target.tool !== undefined)) return false;
  if (refusesRequests(rule) !== (target.request === true)) return false;
  return (
    (match.tool === undefined || match.tool === target.tool) &&
    (match.endpoint === undefined || match.endpoint === target.endpoint) &&
    (match.swarmType === undefined || match.swarmType === target.swarmType) &&
    (match.agent === undefined || match.agent === target.agent) &&
    (match.model === undefined || match.model === target.model) &&
    (match.contains === undefined || call.contains(match.contains))
  );
}

/** Rules (faults and stubs together) a namespace holds when no setting says (`faultRulesPerNamespace`). */
export const DEFAULT_RULES_PER_NAMESPACE = 1000;

/**
 * The faults of every namespace, and the choice of which one hits a provider call. The first
 * rule (in the order added) that matches, is due (call index) and wins its draw fires.
 */
export class FaultInjector {
  private readonly byNamespace = new Map<string, ActiveFault[]>();
  private sequence = 0;
  /** Rules given by configuration (scenario files, the testing API's options): a reset puts them back. */
  private readonly configured: Array<{ namespace: string; input: FaultRuleInput; source: string }> = [];

  /**
   * `hits`: what the rules of this injector hit — model calls (the namespaces') or a fake MCP server's tool calls;
   * `perNamespace`: how many rules one namespace may hold (every call is matched against all of them).
   */
  constructor(
    private readonly hits: 'model-calls' | 'tool-calls' = 'model-calls',
    private readonly perNamespace = DEFAULT_RULES_PER_NAMESPACE,
  ) {}

  /** Refuses, naming the bound, rules that would take a namespace past `perNamespace`; call it before adding a batch, so none of it is added. */
  requireRoom(namespace: string, adding: number): void {
    const held = this.byNamespace.get(namespace)?.length ?? 0;
    if (held + adding <= this.perNamespace) return;
    throw new ApiError(
      'BAD_REQUEST',
      `Namespace "${namespace}" holds ${held} faults and stubs; adding ${adding} would pass the bound of ${this.perNamespace} (faultRulesPerNamespace). Remove some first (DELETE /_swarms-local/faults or /_swarms-local/stubs), or raise the setting.`,
    );
  }

  /** Adds a rule to a namespace; returns its id. A rule for the other kind of call is refused, naming where it belongs. */
  add(namespace: string, input: FaultRuleInput, source = 'admin'): ActiveFault {
    const rule = faultRuleSchema.parse(input);
    if (isToolRule(rule) !== (this.hits === 'tool-calls')) {
      throw new ApiError(
        'BAD_REQUEST',
        this.hits === 'model-calls'
          ? `A ${rule.kind} fault${rule.match.tool ? ' naming a tool' : ''} hits the tool calls of a fake MCP server: declare it in that server's "faults" (docs/testing-tools.md), not among the model-call faults.`
          : `A ${rule.kind} fault hits model calls; a fake MCP server's faults are tool faults: tool-error, tool-timeout, tool-malformed, or latency with match.tool.`,
      );
    }
    this.requireRoom(namespace, 1);
    this.sequence += 1;
    const fault: ActiveFault = { id: `fault-${this.sequence}`, rule, source, matchedCalls: 0, fired: 0, randomState: rule.seed | 0 };
    const list = this.byNamespace.get(namespace) ?? [];
    list.push(fault);
    this.byNamespace.set(namespace, list);
    return fault;
  }

  /** Adds a rule given by configuration (a scenario file, an option of the testing API): every reset puts it back, its counters at zero. */
  configure(namespace: string, input: FaultRuleInput, source: string): ActiveFault {
    const fault = this.add(namespace, input, source);
    this.configured.push({ namespace, input, source });
    return fault;
  }

  /** The rules of a namespace (of one family, or all) with their counters. */
  list(namespace: string, family: RuleFamily = 'all'): ActiveFault[] {
    return (this.byNamespace.get(namespace) ?? []).filter((fault) => inFamily(fault, family));
  }

  /** Removes one rule of the family, or all of the namespace's rules of that family; returns how many went. */
  remove(namespace: string, id?: string, family: RuleFamily = 'all'): number {
    const list = this.byNamespace.get(namespace) ?? [];
    const kept = list.filter((fault) => !inFamily(fault, family) || (id !== undefined && fault.id !== id));
    this.byNamespace.set(namespace, kept);
    return list.length - kept.length;
  }

  /** Forgets every namespace's rules (ids count from 1 again); the configured ones are put back, as at start. */
  clear(): void {
    this.byNamespace.clear();
    this.sequence = 0;
    for (const { namespace, input, source } of this.configured) this.add(namespace, input, source);
  }

  /** Forgets one namespace's rules; its configured ones are put back, their counters at zero. */
  reset(namespace: string): void {
    this.byNamespace.delete(namespace);
    for (const entry of this.configured) if (entry.namespace === namespace) this.add(namespace, entry.input, entry.source);
  }

  /** The rule that refuses a request to `endpoint` (a route's path) before it runs, if any; it counts as a fired fault. */
  pickRefusal(namespace: string, endpoint: string): FaultRule | undefined {
    return this.pick(namespace, { endpoint, request: true });
  }

  /** The fault that hits this call, if any. Every matching rule counts the call. */
  pick(namespace: string, target: CallTarget): FaultRule | undefined {
    let chosen: FaultRule | undefined;
    const call = new MatchTarget(target);
    for (const fault of this.byNamespace.get(namespace) ?? []) {
      if (!matches(fault.rule, call)) continue;
      fault.matchedCalls += 1;
      if (chosen) continue;
      if (fault.rule.match.callIndex !== undefined && fault.rule.match.callIndex !== fault.matchedCalls) continue;
      if (fault.rule.times !== undefined && fault.fired >= fault.rule.times) continue;
      if (fault.rule.probability < 1 && nextRandom(fault) >= fault.rule.probability) continue;
      fault.fired += 1;
      chosen = fault.rule;
    }
    return chosen;
  }
}
