import type { CanonicalReasoningType } from '../../contract/reasoning.js';
import { agentTurn, lastContent } from '../primitives/agent-turn.js';
import { builtInAgent } from '../primitives/built-in-agent.js';
import type { SwarmInput, SwarmMessage } from '../swarms/swarm-input.js';
import type { ReasoningInput as NewInput, ReasoningRunner as NewRunner } from './reasoning-input.js';
import { generatedKnowledge } from './types/generated-knowledge.js';
import { iterativeReflectiveExpansion } from './types/iterative-reflective-expansion.js';
import { reasoningDuo } from './types/reasoning-duo.js';
import { reflexion } from './types/reflexion.js';
import { selfConsistency } from './types/self-consistency.js';

type ReasoningInput = SwarmInput & NewInput;
type ReasoningRunner = (input: ReasoningInput) => Promise<SwarmMessage[]>;

/** The types not yet rebuilt on the framework's sequence: swarm-style input, the conversation after the task. */
const legacyInput = (input: NewInput): ReasoningInput => ({ ...input, agents: [input.agent], tasks: [input.task], history: [], images: [], defaultModel: input.agent.modelName, heavy: { loopsPerAgent: 1, questionModel: input.agent.modelName, workerModel: input.agent.modelName } });
const legacy =
  (runner: ReasoningRunner): NewRunner =>
  (input) =>
    runner(legacyInput(input));

const helper = (input: ReasoningInput, name: string, prompt: string) => builtInAgent(name, prompt, input.agent.modelName, { maxTokens: input.agent.maxTokens });

/** Keeps the last `memoryCapacity` turns as context (older ones are forgotten). */
const memory = (input: ReasoningInput, turns: SwarmMessage[]) => turns.slice(-Math.max(1, input.memoryCapacity)).map((turn) => `[${turn.role}]\n${turn.content}`).join('\n\n');

/** AgentJudge: evaluates the task text and gives a verdict. */
const agentJudge: NewRunner = async (input) => {
  const turns = await agentTurn(legacyInput(input), { ...input.agent, systemPrompt: `${input.agent.systemPrompt}\n\nYou are a judge: evaluate what you are given and return a clear verdict with reasons.`.trim() }, { context: 'Evaluate the following and give your verdict.' });
  return turns[turns.length - 1].content;
};

/** Every reasoning type → its runner. */
export const REASONING_RUNNERS: Record<CanonicalReasoningType, NewRunner> = {
  'reasoning-duo': reasoningDuo,
  'reasoning-agent': reasoningDuo,
  'self-consistency': selfConsistency,
  'consistency-agent': selfConsistency,
  ire: iterativeReflectiveExpansion,
  'ire-agent': iterativeReflectiveExpansion,
  ReflexionAgent: reflexion,
  GKPAgent: generatedKnowledge,
  AgentJudge: agentJudge,
};
