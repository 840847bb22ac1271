import { conversationText } from '../../primitives/agent-turn.js';
import { createAgentMemory, rememberedAnswer } from '../../primitives/agent-memory.js';
import { builtInAgent } from '../../primitives/built-in-agent.js';
import { frameworkModel } from '../../primitives/framework-model.js';
import { runParallel } from '../../parallel.js';
import type { SwarmMessage, SwarmRunner } from '../swarm-input.js';
import type { SwarmTypeDescriptor } from '../swarm-type-descriptor.js';

/** The framework's consensus agent: its name, model and (shortened) instructions. */
const CONSENSUS_AGENT = {
  name: 'Consensus-Agent',
  model: 'gpt-5.4',
  prompt:
    'You are the Consensus Agent: you evaluate the answers of a panel of expert agents by name (accuracy, depth, relevance, clarity), compare them, ' +
    'rank them from most to least effective, and give a final consensus answer.',
};

/**
 * MajorityVoting (framework: `MajorityVoting.run`, majority_voting.py): every loop, all agents answer
 * at once the whole conversation so far (the task, then every earlier answer and consensus), then
 * the built-in Consensus-Agent reads `History: <conversation>` and its answer joins the conversation.
 * Agents remember their own earlier loops. N + 1 entries a loop; the last consensus comes last.
 */
const run: SwarmRunner = async (input) => {
  const consensus = builtInAgent(CONSENSUS_AGENT.name, CONSENSUS_AGENT.prompt, frameworkModel(input.context, CONSENSUS_AGENT.model, input.defaultModel));
  const memory = createAgentMemory();
  const task: SwarmMessage = { role: 'user', content: input.task };
  const conversation: SwarmMessage[] = [];
  for (let loop = 0; loop < input.maxLoops; loop += 1) {
    const shared = conversationText([task, ...conversation]);
    conversation.push(...(await runParallel(input.agents, (agent) => rememberedAnswer(memory, input, agent, shared))));
    conversation.push(await rememberedAnswer(memory, input, consensus, `History: ${conversationText([task, ...conversation])}`));
  }
  return { history: conversation, final: conversation.slice(-1), numberOfAgents: input.agents.length };
};

/** MajorityVoting: runs on the request's agents, one task at a time. */
export const majorityVoting: SwarmTypeDescriptor = {
  run,
  designable: { purpose: 'consensus-based decision-making across agents' },
};
