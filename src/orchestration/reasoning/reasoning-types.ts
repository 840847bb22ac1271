import type { CanonicalReasoningType } from '../../contract/reasoning.js';
import type { AgentDefinition } from '../agent-definition.js';
import { aggregate } from '../primitives/aggregate.js';
import { agentTurn, lastContent } from '../primitives/agent-turn.js';
import { builtInAgent } from '../primitives/built-in-agent.js';
import { runParallel } from '../parallel.js';
import type { SwarmInput, SwarmMessage } from '../swarms/swarm-input.js';

/** What a reasoning type needs: the swarm-style input, the main agent, and the request's knobs. */
export interface ReasoningInput extends SwarmInput {
  agent: AgentDefinition;
  numSamples: number;
  numKnowledgeItems: number;
  memoryCapacity: number;
}

/** A reasoning type: the turns it produced, in order. */
export type ReasoningRunner = (input: ReasoningInput) => Promise<SwarmMessage[]>;

const helper = (input: ReasoningInput, name: string, prompt: string) => builtInAgent(name, prompt, input.agent.modelName, { maxTokens: input.agent.maxTokens });

/** Keeps the last `memoryCapacity` turns as context (older ones are forgotten). */
const memory = (input: ReasoningInput, turns: SwarmMessage[]) => turns.slice(-Math.max(1, input.memoryCapacity)).map((turn) => `[${turn.role}]\n${turn.content}`).join('\n\n');

/** reasoning-duo: a reasoner answers, a critic reviews; over `max_loops` the reasoner revises from the critique. */
const reasoningDuo: ReasoningRunner = async (input) => {
  const critic = helper(input, `${input.agent.name}-critic`, 'You are a critic: check the reasoning step by step and point out every flaw.');
  const turns: SwarmMessage[] = [];
  for (let loop = 0; loop < input.maxLoops; loop += 1) {
    const reasoned = await agentTurn(input, input.agent, { context: turns.length ? `Revise using this critique:\n${memory(input, turns.slice(-1))}` : 'Reason step by step, then answer.' });
    const critique = await agentTurn(input, critic, { context: `Critique this answer:\n${lastContent(reasoned)}` });
    turns.push(...reasoned, ...critique);
  }
  return turns;
};

/** self-consistency / consistency-agent: `num_samples` independent answers, then a majority/aggregation step. */
const selfConsistency: ReasoningRunner = async (input) => {
  const samples = await runParallel(Array.from({ length: input.numSamples }, (_unused, index) => index), (index) =>
    agentTurn(input, { ...input.agent, name: `${input.agent.name}-sample-${index + 1}`, temperature: Math.max(input.agent.temperature, 0.7) }, { context: 'Answer independently; reason step by step.' }),
  );
  const answers = samples.map((turns) => turns[turns.length - 1]);
  const aggregator = helper(input, `${input.agent.name}-aggregator`, 'You find the answer most independent samples agree on.');
  const verdict = await aggregate(input, aggregator, answers, 'Give the answer the majority of these samples reach, and how many agree.');
  return [...samples.flat(), ...verdict];
};

/** ire / ire-agent: iterative reflective expansion — hypothesise, reflect, expand, over `max_loops`, then synthesise. */
const iterativeReflectiveExpansion: ReasoningRunner = async (input) => {
  const turns = await agentTurn(input, input.agent, { context: 'Propose initial hypotheses for solving the task.' });
  const reflector = helper(input, `${input.agent.name}-reflector`, 'You reflect on reasoning paths: what fails, what to expand.');
  for (let loop = 0; loop < input.maxLoops; loop += 1) {
    const reflection = await agentTurn(input, reflector, { context: `Reflect on these reasoning paths:\n${memory(input, turns)}` });
    const expanded = await agentTurn(input, input.agent, { context: `Expand the promising paths using this reflection:\n${lastContent(reflection)}` });
    turns.push(...reflection, ...expanded);
  }
  const synthesis = await agentTurn(input, input.agent, { context: `Synthesise the final answer from:\n${memory(input, turns)}` });
  return [...turns, ...synthesis];
};

/** ReflexionAgent: answer, self-critique, revise — over `max_loops`. */
const reflexion: ReasoningRunner = async (input) => {
  const turns: SwarmMessage[] = [];
  let answer = await agentTurn(input, input.agent);
  turns.push(...answer);
  for (let loop = 0; loop < input.maxLoops; loop += 1) {
    const critique = await agentTurn(input, { ...input.agent, name: `${input.agent.name}-reflection` }, { context: `Critique your answer honestly:\n${lastContent(answer)}` });
    answer = await agentTurn(input, input.agent, { context: `Your answer:\n${lastContent(answer)}\n\nYour critique:\n${lastContent(critique)}\n\nWrite an improved answer.` });
    turns.push(...critique, ...answer);
  }
  return turns;
};

/** GKPAgent: generate `num_knowledge_items` pieces of knowledge, then answer with them (none asked for: just answer). */
const generatedKnowledge: ReasoningRunner = async (input) => {
  if (input.numKnowledgeItems === 0) return agentTurn(input, input.agent);
  const generator = helper(input, `${input.agent.name}-knowledge`, 'You generate relevant background knowledge as short numbered facts.');
  const knowledge = await agentTurn(input, generator, { context: `Generate ${input.numKnowledgeItems} numbered pieces of knowledge relevant to the task.` });
  const answer = await agentTurn(input, input.agent, { context: `Use this knowledge:\n${lastContent(knowledge)}` });
  return [...knowledge, ...answer];
};

/** AgentJudge: evaluates the task text and gives a verdict. */
const agentJudge: ReasoningRunner = async (input) =>
  agentTurn(input, { ...input.agent, systemPrompt: `${input.agent.systemPrompt}\n\nYou are a judge: evaluate what you are given and return a clear verdict with reasons.`.trim() }, { context: 'Evaluate the following and give your verdict.' });

/** reasoning-agent: one chain-of-thought agent. */
const chainOfThought: ReasoningRunner = async (input) => agentTurn(input, input.agent, { context: 'Think step by step, then give the final answer.' });

/** Every reasoning type → its runner. */
export const REASONING_RUNNERS: Record<CanonicalReasoningType, ReasoningRunner> = {
  'reasoning-duo': reasoningDuo,
  'self-consistency': selfConsistency,
  'consistency-agent': selfConsistency,
  ire: iterativeReflectiveExpansion,
  'ire-agent': iterativeReflectiveExpansion,
  ReflexionAgent: reflexion,
  GKPAgent: generatedKnowledge,
  AgentJudge: agentJudge,
  'reasoning-agent': chainOfThought,
};
