import type { AgentDefinition } from '../agent-definition.js';
import type { RunContext } from '../run-context.js';

/** What every reasoning type receives: the request's agent and its knobs. */
interface ReasoningInput {
  context: RunContext;
  task: string;
  /** The agent the request describes (name, description, system prompt, model). */
  agent: AgentDefinition;
  maxLoops: number;
  numSamples: number;
  numKnowledgeItems: number;
}

/** One entry of a reasoning conversation; self-consistency keeps its samples as a list in one entry. */
export interface ReasoningEntry {
  role: string;
  content: string | string[];
}

/** What a reasoning type returns as `outputs`: its conversation after the task, or a plain string. */
type ReasoningOutput = ReasoningEntry[] | string;

/** A reasoning type: runs the request and returns its `outputs`. */
export type ReasoningRunner = (input: ReasoningInput) => Promise<ReasoningOutput>;

/** A conversation as one text, `role: content` blocks (what a framework agent is handed as its task). */
export function transcript(entries: ReasoningEntry[]): string {
  return entries.map((entry) => `${entry.role}: ${entry.content}`).join('\n\n');
}
