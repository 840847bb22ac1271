import type { ChatMessage } from '../../../providers/spec.js';
import type { AgentDefinition } from '../../agent-definition.js';
import { agentCallMessages, memoryEntry, openMemory, USER_ROLE } from '../../agent-framing.js';
import { callModel } from '../../model-call.js';
import { extractJsonObject } from '../../structured-call.js';
import type { SwarmInput } from '../swarm-input.js';

/** An agent's bid for the floor: how much it wants to speak (0..1) and what it would say. */
export interface Bid {
  agent: AgentDefinition;
  score: number;
  message: string;
}

/** The `respond` function every GroupChat agent is made to call (the framework's RESPOND_TOOL). */
const RESPOND = {
  name: 'respond',
  description: 'Decide whether to reply in the group chat: score 0..1 for how much you want to speak, and your reply (empty to stay silent).',
  parameters: {
    type: 'object',
    properties: {
      score: { type: 'number', minimum: 0, maximum: 1, description: 'How much you want to respond (0 = silent, 1 = strongly want to).' },
      message: { type: 'string', description: 'Your reply to the group, or an empty string to stay silent.' },
    },
    required: ['score', 'message'],
  },
};

function decidePrompt(agent: AgentDefinition, others: string, transcript: string, sender: string, message: string): string {
  return `You are ${agent.name} in a group chat with: ${others}.

The conversation so far:
${transcript}

The latest message, from ${sender}:
${message}

Decide whether to speak now. Silence is the default. Speak (score 0.7 or more) only when the message is in your area and you can add something no one has said, when you are addressed or @mentioned, when something said is wrong and you can correct it, or when you can move the discussion on with a concrete next step. Stay silent (score below 0.5) to avoid echoing, agreeing or piling on.

Call respond. Below 0.5 leave the message empty; otherwise give a short, specific reply with no preamble.`;
}

/**
 * One agent's bid (`GroupChat._decide_sync`): the agent's own model is offered `respond` and told to call it; an
 * answer that is not a usable call is silence, as in the framework (`_extract_args`). The agent
 * remembers its earlier bids (`memory`, which this call extends), as the framework's agent does.
 */
export async function bidFor(input: SwarmInput, agent: AgentDefinition, memory: ChatMessage[], transcript: string, sender: string, message: string): Promise<Bid> {
  const others = input.agents
    .filter((other) => other !== agent)
    .map((other) => other.name)
    .join(', ');
  const prompt = decidePrompt(agent, others, transcript, sender, message);
  const result = await callModel(input.context, {
    agent: agent.name,
    modelName: agent.modelName,
    fallbackModels: agent.fallbackModels,
    quiet: true,
    options: {
      caller: agent.name,
      messages: agentCallMessages(agent, [...openMemory(input.context, agent, [...input.history, ...memory]), memoryEntry(input.context, USER_ROLE, prompt)]),
      tools: [RESPOND],
      // The framework offers respond beside the agent's tools with LiteLLM's default choice, auto; its prompt says to call it.
      toolChoice: 'auto',
      temperature: agent.temperature,
      maxTokens: agent.maxTokens,
    },
  });
  const call = result.toolCalls.find((candidate) => candidate.name === RESPOND.name);
  const answer = call ? call.arguments : result.text;
  memory.push({ role: 'user', content: prompt }, { role: 'assistant', content: answer });
  const args = extractJsonObject(answer);
  const score = Number(args?.score);
  return {
    agent,
    score: Number.isFinite(score) ? Math.min(1, Math.max(0, score)) : 0,
    message: typeof args?.message === 'string' ? args.message.trim() : '',
  };
}
