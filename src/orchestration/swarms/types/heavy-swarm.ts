import { malformedAnswerError, structuredCall } from '../../structured-call.js';
import { runParallel } from '../../parallel.js';
import { conversationText } from '../../primitives/agent-turn.js';
import { createAgentMemory, rememberedAnswer } from '../../primitives/agent-memory.js';
import { AUTONOMOUS_TOOLS } from '../../../contract/schemas/autonomous-tools.js';
import { builtInAgent } from '../../primitives/built-in-agent.js';
import type { SwarmInput, SwarmMessage, SwarmRunner } from '../swarm-input.js';
import type { SwarmTypeDescriptor } from '../swarm-type-descriptor.js';
import { HEAVY_VARIANTS, type HeavyVariant } from './heavy-swarm-variants.js';

const questionKey = (key: string) => `${key}_question`;

/**
 * The question generator's call (`execute_question_generation`): the variant's tool offered (tool_choice
 * auto) beside a system prompt naming it, the loop task alone as the user message; one question per
 * worker, or a 502 after one repair (the tool forced) of a prose or incomplete answer.
 */
async function askQuestions(input: SwarmInput, variant: HeavyVariant, loopTask: string): Promise<Record<string, string>> {
  const keys = variant.workers.map((worker) => questionKey(worker.key));
  const roles = variant.workers.map((worker) => `- ${worker.name}: ${worker.description}`).join('\n');
  const questions = await structuredCall(
    input.context,
    {
      agent: 'Question Generator Agent',
      modelName: input.heavy.questionModel,
      system:
        `Task analyzer. Generate ${keys.length} non-overlapping questions, one per specialist, via function tool.\n\nSpecialists:\n${roles}\n\n` +
        `Requirements: each question short, specific to the specialist, action-oriented; no duplication; ambiguity notes only in "thinking".\n\nTask: ${loopTask}\n\nUse ${variant.questionTool} function only.`,
      prompt: loopTask,
      name: variant.questionTool,
      description: 'One specialised question per specialist agent',
      schema: { type: 'object', properties: Object.fromEntries(['thinking', ...keys].map((key) => [key, { type: 'string' }])), required: ['thinking', ...keys] },
      temperature: 0.7,
      maxTokens: variant.workers.length > 4 ? 5000 : 3000,
      askedThrough: 'offered-tool',
    },
    (value) => (keys.every((key) => typeof value[key] === 'string') ? Object.fromEntries(keys.map((key) => [key, value[key] as string])) : undefined),
  );
  if (!questions) throw malformedAnswerError(input.heavy.questionModel, 'set of questions');
  return questions;
}

const synthesisPrompt = (variant: HeavyVariant, loopTask: string, conversation: string) =>
  `As ${variant.leader.name}, synthesize the outputs of your ${variant.workers.length} specialist agents (${variant.workers.map((worker) => worker.name).join(', ')}) into a unified, decision-grade report.\n\n` +
  `Original Task:\n${loopTask}\n\nIntegrate every specialist's findings, explain agreements and conflicts, give prioritized, actionable recommendations, risks and mitigation, and next steps.\n\n` +
  `Conversation history for full context:\n\n${conversation}`;

const nextLoopTask = (previous: string, task: string) =>
  `Previous loop results: ${previous}\n\nOriginal task: ${task}\n\nBased on the previous results and analysis, continue with the next iteration. Refine, improve, or complete any remaining aspects of the analysis.`;

/**
 * HeavySwarm (framework: `HeavySwarm.run`, heavy_swarm.py, built by SwarmRouter from the heavy_swarm_*
 * parameters; the request's agents take no part). Each of `heavy_swarm_max_loops` loops (the swarm's
 * `max_loops` is not read): the question generator (heavy_swarm_question_agent_model_name) writes one
 * question per worker through the variant's tool; the workers (heavy_swarm_worker_model_name) each
 * answer their question only, at once; the variant's leader, on the worker model, synthesises from
 * the loop task and the whole conversation. A later loop's task carries the previous synthesis.
 * The framework's default variant fails in its own code (its question prompt exists only for the
 * Grok variants); here it asks its four questions as the documentation describes.
 */
const run: SwarmRunner = async (input) => {
  const variant = HEAVY_VARIANTS[input.heavy.variant ?? 'default'];
  const worker = (name: string, description: string) =>
    builtInAgent(name, `You are ${name}, a specialist in ${description}.`, input.heavy.workerModel, {
      maxLoops: input.heavy.loopsPerAgent,
      ...(variant.autonomousWorkers ? { autonomous: { tools: [...AUTONOMOUS_TOOLS] } } : {}),
    });
  const workers = variant.workers.map((spec) => ({ key: spec.key, agent: worker(spec.name, spec.description) }));
  const leader = builtInAgent(variant.leader.name, `You are ${variant.leader.name}: ${variant.leader.description}.`, input.heavy.workerModel);
  const memory = createAgentMemory();
  const conversation: SwarmMessage[] = [];
  let loopTask = input.task;
  for (let loop = 0; loop < Math.max(1, input.heavy.rounds ?? 1); loop += 1) {
    if (loop > 0) loopTask = nextLoopTask(conversation[conversation.length - 1].content, input.task);
    const questions = await askQuestions(input, variant, loopTask);
    conversation.push({ role: 'Question Generator Agent', content: JSON.stringify(questions), data: questions });
    conversation.push(...(await runParallel(workers, ({ key, agent }) => rememberedAnswer(memory, input, agent, questions[questionKey(key)]))));
    const context = conversationText([{ role: 'User', content: input.task }, ...conversation]);
    conversation.push(await rememberedAnswer(memory, input, leader, synthesisPrompt(variant, loopTask, context)));
  }
  return { history: conversation, final: conversation.slice(-1), numberOfAgents: variant.workers.length + 1 };
};

/** HeavySwarm: its question agents, workers and leader are built in (it never uses the request's agents) and run on the heavy_swarm_* models. */
export const heavySwarm: SwarmTypeDescriptor = {
  run,
  staffsItself: true,
  builtInModels: (spec) => [spec.heavy_swarm_question_agent_model_name, spec.heavy_swarm_worker_model_name],
  designable: { purpose: 'deep multi-perspective research and synthesis' },
};
