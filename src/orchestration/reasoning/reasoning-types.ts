import type { CanonicalReasoningType } from '../../contract/schemas/reasoning.js';
import type { ReasoningRunner } from './reasoning-input.js';
import { agentJudge } from './types/agent-judge.js';
import { generatedKnowledge } from './types/generated-knowledge.js';
import { iterativeReflectiveExpansion } from './types/iterative-reflective-expansion.js';
import { reasoningDuo } from './types/reasoning-duo.js';
import { reflexion } from './types/reflexion.js';
import { selfConsistency } from './types/self-consistency.js';

/** Every reasoning type → its runner, paired as the framework's ReasoningAgentRouter pairs them. */
export const REASONING_RUNNERS: Record<CanonicalReasoningType, ReasoningRunner> = {
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
