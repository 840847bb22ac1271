import { frameworkModel } from '../../primitives/framework-model.js';
import { rememberingAgent } from '../remembering-agent.js';
import { transcript, type ReasoningEntry, type ReasoningRunner } from '../reasoning-input.js';

/** The model the framework's router gives the duo's reasoner (`reasoning_model_name`). */
const DUO_REASONER_MODEL = 'gpt-4o';

const REASONER_PROMPT = [
  'The user asks a question and you work towards a complete answer.',
  'Before answering, reason it through: take the question apart, weigh several readings and candidate solutions, and check them.',
  'Put every piece of reasoning inside <think> </think> tags, and the final answer in its own <think> </think> block; use as many blocks as the depth of the question needs.',
].join('\n\n');

/**
 * reasoning-duo (and reasoning-agent, which the framework maps to it), after ReasoningDuo.run and
 * step: per loop a reasoner (the framework's reasoning model, a think-aloud prompt) works on the
 * task, then the main agent (the request's prompt and model) answers from the whole conversation.
 * From the second loop the reasoner is asked to continue with the conversation so far. Both carry
 * the request's agent name; the last entry is the main agent's answer.
 */
export const reasoningDuo: ReasoningRunner = async ({ context, task, agent, maxLoops }) => {
  const reasoner = rememberingAgent(context, {
    ...agent,
    systemPrompt: REASONER_PROMPT,
    modelName: frameworkModel(context, DUO_REASONER_MODEL, agent.modelName),
    dynamicTemperature: true,
  });
  const main = rememberingAgent(context, { ...agent, dynamicTemperature: true });
  const conversation: ReasoningEntry[] = [{ role: 'user', content: task }];
  for (let loop = 0; loop < maxLoops; loop += 1) {
    const reasonerTask = loop === 0 ? task : `Keep reasoning and refine your analysis. The original task: ${task}\n\nThe conversation so far:\n${transcript(conversation)}`;
    conversation.push({ role: reasoner.name, content: await reasoner.ask(reasonerTask) });
    conversation.push({ role: main.name, content: await main.ask(transcript(conversation)) });
  }
  return conversation.slice(1);
};
