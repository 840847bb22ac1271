import { runParallel } from '../../parallel.js';
import { agentTurn, lastContent } from '../../primitives/agent-turn.js';
import { builtInAgent } from '../../primitives/built-in-agent.js';
import { frameworkModel } from '../../primitives/framework-model.js';
import type { SwarmInput, SwarmMessage, SwarmRunner } from '../swarm-input.js';
import type { SwarmTypeDescriptor } from '../swarm-type-descriptor.js';

/** The framework's preset MALT agents (all on gpt-4o-mini), with their instructions shortened. */
const PRESETS = {
  creator: ['Proof-Creator-Agent', 'You are a world-renowned mathematician: state a precise result and develop a rigorous, step-by-step proof with intuitive explanations.'],
  verifier: ['Proof-Verifier-Agent', 'You are an esteemed mathematician verifying a proof: check every logical step, flag gaps and errors, and give detailed feedback.'],
  voter: [
    'Majority-Voting-Agent',
    'Analyse the responses of several agents by majority voting: the dominant answer, disagreements, minority insights, and a final synthesized recommendation.',
  ],
  refiner: [
    'Proof-Refiner-Agent',
    'You are an expert in mathematical exposition: refine the proof, integrating every piece of verification feedback, with a rationale for each change.',
  ],
} as const;

/** Three copies of one agent on the same text at once (the framework runs the same agent three times concurrently). */
async function threeTimes(input: SwarmInput, role: keyof typeof PRESETS, task: string, model: string): Promise<SwarmMessage[]> {
  const [name, prompt] = PRESETS[role];
  const agent = builtInAgent(name, prompt, model);
  return runParallel([0, 1, 2], async () => ({ role: name, content: lastContent(await agentTurn(input, agent, { task })) }));
}

/**
 * MALT (dropped by the framework; follows its last version, `MALT.step` in malt.py before commit
 * 680c1c0b, as SwarmRouter built it with preset agents: the request's agents take no part). The
 * creator answers the task; three verifiers check its answer at once; the majority-voting agent reads
 * the three verdicts; then, for each verdict in turn, three refiners refine it at once. `run` returns
 * after the first step, so `max_loops` does not repeat it. The framework never assigns its
 * majority-voting agent (the step fails there); it runs here as the module describes.
 * 14 entries: creator, 3 verifiers, voter, 9 refiners (the last refiner's answer is final).
 */
const run: SwarmRunner = async (input) => {
  const model = frameworkModel(input.context, 'gpt-4o-mini', input.defaultModel);
  const [creatorName, creatorPrompt] = PRESETS.creator;
  const created = { role: creatorName, content: lastContent(await agentTurn(input, builtInAgent(creatorName, creatorPrompt, model))) };
  const verdicts = await threeTimes(input, 'verifier', created.content, model);
  const [voterName, voterPrompt] = PRESETS.voter;
  const vote = {
    role: voterName,
    content: lastContent(await agentTurn(input, builtInAgent(voterName, voterPrompt, model), { task: JSON.stringify(verdicts.map((verdict) => verdict.content)) })),
  };
  const refinements: SwarmMessage[] = [];
  for (const verdict of verdicts) refinements.push(...(await threeTimes(input, 'refiner', verdict.content, model)));
  const history = [created, ...verdicts, vote, ...refinements];
  return { history, final: history.slice(-1), numberOfAgents: 4 };
};

/** MALT: its agents are the framework's presets (it never uses the request's); the boss never chooses it. */
export const malt: SwarmTypeDescriptor = {
  run,
  staffsItself: true,
};
