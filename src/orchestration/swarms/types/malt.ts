import { agentTurn, lastContent } from '../../primitives/agent-turn.js';
import { builtInAgent } from '../../primitives/built-in-agent.js';
import type { SwarmMessage, SwarmRunner } from '../swarm-input.js';

/** MALT: generator → verifier → refiner (the first three agents, built-in ones for missing roles). */
export const malt: SwarmRunner = async (input) => {
  const [generator, verifier, refiner] = [
    input.agents[0] ?? builtInAgent('Generator', 'You draft a complete answer.', input.defaultModel),
    input.agents[1] ?? builtInAgent('Verifier', 'You verify answers and list every error you find.', input.defaultModel),
    input.agents[2] ?? builtInAgent('Refiner', 'You rewrite an answer fixing every error the verifier found.', input.defaultModel),
  ];
  const history: SwarmMessage[] = [];
  let draft = '';
  for (let loop = 0; loop < input.maxLoops; loop += 1) {
    const generated = await agentTurn(input, generator, { context: draft ? `Previous refined answer:\n${draft}` : undefined });
    const verified = await agentTurn(input, verifier, { context: `Verify this answer:\n${lastContent(generated)}` });
    const refined = await agentTurn(input, refiner, { context: `Answer:\n${lastContent(generated)}\n\nVerifier's findings:\n${lastContent(verified)}` });
    history.push(...generated, ...verified, ...refined);
    draft = lastContent(refined);
  }
  return { history, final: history.slice(-1), numberOfAgents: 3 };
};
