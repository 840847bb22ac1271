import type { AgentDefinition } from '../agent-definition.js';
import type { SwarmInput, SwarmMessage } from '../swarms/swarm-input.js';
import { agentTurn, labelled } from './agent-turn.js';

/** An aggregator/judge agent that reads every answer and synthesises (or picks) one. */
export async function aggregate(input: SwarmInput, aggregator: AgentDefinition, answers: SwarmMessage[], instruction: string): Promise<SwarmMessage[]> {
  return agentTurn(input, aggregator, { context: `${instruction}\n\nThe answers:\n\n${labelled(answers)}` });
}
