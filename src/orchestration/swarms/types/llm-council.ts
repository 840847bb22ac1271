import type { AgentDefinition } from '../../agent-definition.js';
import { runParallel } from '../../parallel.js';
import { createAgentMemory, rememberedAnswer } from '../../primitives/agent-memory.js';
import { builtInAgent } from '../../primitives/built-in-agent.js';
import { frameworkModel } from '../../primitives/framework-model.js';
import type { SwarmInput, SwarmMessage, SwarmRunner } from '../swarm-input.js';
import type { SwarmTypeDescriptor } from '../swarm-type-descriptor.js';

/** The framework's chairman model when the request names none (`chairman_model`). */
const DEFAULT_CHAIRMAN_MODEL = 'gpt-5.1';

const COUNCILLOR = "You are a member of the LLM Council: several models answer the same query, then evaluate each other's responses.";

/** The framework's default council (when the request has no agents): name, model, temperature, manner. */
const DEFAULT_COUNCIL = [
  ['GPT-5.1-Councilor', 'gpt-5.1', 0.7, 'Give comprehensive, analytical and thorough answers.'],
  ['Gemini-3-Pro-Councilor', 'gemini-2.5-flash', 0.7, 'Give concise, well-processed and structured answers.'],
  ['Claude-Sonnet-4.5-Councilor', 'anthropic/claude-sonnet-4-5', 0, 'Give thoughtful, balanced and nuanced answers.'],
  ['Grok-4-Councilor', 'xai/grok-4-1-fast-reasoning', 0.8, 'Give creative, innovative answers from unique perspectives.'],
] as const;

function councilOf(input: SwarmInput): AgentDefinition[] {
  if (input.agents.length) return input.agents;
  return DEFAULT_COUNCIL.map(([name, model, temperature, manner]) =>
    builtInAgent(name, `${COUNCILLOR} ${manner}`, frameworkModel(input.context, model, input.defaultModel), { temperature }),
  );
}

/** The anonymous letters A, B, C... in a shuffled order (the framework shuffles them so members judge blind). */
function shuffledLetters(input: SwarmInput, count: number): string[] {
  const letters = Array.from({ length: count }, (_unused, index) => String.fromCharCode(65 + (index % 26)) + (index >= 26 ? String(Math.floor(index / 26)) : ''));
  const random = input.context.ids.bytes(count * 4);
  for (let index = count - 1; index > 0; index -= 1) {
    const pick = random.readUInt32BE(index * 4) % (index + 1);
    [letters[index], letters[pick]] = [letters[pick], letters[index]];
  }
  return letters;
}

const evaluationPrompt = (query: string, anonymous: Array<[string, string]>) =>
  `You are evaluating responses from your fellow LLM Council members to the following query:\n\nQUERY: ${query}\n\n` +
  `Below are the anonymized responses from all council members (including potentially your own):\n\n${anonymous.map(([id, text]) => `Response ${id}:\n${text}`).join('\n\n')}\n\n` +
  `Rank the responses from best to worst (1 = best, ${anonymous.length} = worst) with brief reasons, in the form:\nRANKINGS:\n1. Response [ID]: [reason]\n...\n\nADDITIONAL OBSERVATIONS:\n[...]`;

const synthesisPrompt = (query: string, answers: SwarmMessage[], evaluations: SwarmMessage[], mapping: Array<[string, string]>) =>
  `As the Chairman of the LLM Council, synthesize the following information into a final, comprehensive answer.\n\nORIGINAL QUERY:\n${query}\n\n` +
  `COUNCIL MEMBER RESPONSES:\n${answers.map((answer) => `=== ${answer.role} ===\n${answer.content}`).join('\n\n')}\n\n` +
  `COUNCIL MEMBER EVALUATIONS AND RANKINGS:\n${evaluations.map((evaluation, index) => `=== Evaluation by ${answers[index].role} ===\n${evaluation.content}`).join('\n\n')}\n\n` +
  `ANONYMOUS ID MAPPING (for reference):\n${mapping.map(([id, name]) => `  ${id} = ${name}`).join('\n')}\n\nProvide your final synthesized response.`;

/**
 * LLMCouncil (framework: `LLMCouncil.run`, llm_council.py): the members (the request's agents, else
 * the framework's four) answer the query at once; each then ranks every answer, anonymised under
 * shuffled letters, remembering its own; the built-in Chairman (`chairman_model`) synthesises the
 * answers and rankings. `max_loops` plays no part (SwarmRouter does not pass it). 2N + 1 entries:
 * the answers, the `<member>-Evaluation` entries, then the Chairman's.
 */
const run: SwarmRunner = async (input) => {
  const members = councilOf(input);
  const chairman = builtInAgent(
    'Chairman',
    "You are the Chairman of the LLM Council: you synthesize the members' responses and their rankings into one final, comprehensive answer.",
    input.builtInModels?.chairman ?? frameworkModel(input.context, DEFAULT_CHAIRMAN_MODEL, input.defaultModel),
    { temperature: 0.7 },
  );
  const memory = createAgentMemory();
  const answers = await runParallel(members, (member) => rememberedAnswer(memory, input, member, input.task));
  const letters = shuffledLetters(input, members.length);
  const anonymous = answers.map((answer, index): [string, string] => [letters[index], answer.content]);
  const evaluations = await runParallel(members, async (member) => {
    const evaluation = await rememberedAnswer(memory, input, member, evaluationPrompt(input.task, anonymous));
    return { role: `${member.name}-Evaluation`, content: evaluation.content };
  });
  const mapping = members.map((member, index): [string, string] => [letters[index], member.name]);
  const verdict = await rememberedAnswer(memory, input, chairman, synthesisPrompt(input.task, answers, evaluations, mapping));
  const history = [...answers, ...evaluations, verdict];
  return { history, final: [verdict], numberOfAgents: members.length };
};

/** LLMCouncil: without request agents it convenes the framework's default council. */
export const llmCouncil: SwarmTypeDescriptor = {
  run,
  staffsItself: true,
  designable: { purpose: 'members answer, rank each other, a chairman synthesises' },
};
