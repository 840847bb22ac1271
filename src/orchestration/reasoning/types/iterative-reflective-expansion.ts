import { rememberingAgent } from '../remembering-agent.js';
import type { ReasoningEntry, ReasoningRunner } from '../reasoning-input.js';

/** A path whose simulation scores below this is reflected on and revised; others are kept as they are. */
const KEEP_SCORE = 0.7;

/** The non-empty lines of an answer: each is one reasoning path. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A number as Python's float() reads one, else undefined. */
function pythonFloat(text: string): number | undefined {
  const trimmed = text.trim();
  if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(trimmed)) return Number(trimmed);
  const special = /^([+-]?)(inf|infinity|nan)$/i.exec(trimmed);
  if (!special) return undefined;
  if (special[2].toLowerCase() === 'nan') return Number.NaN;
  return special[1] === '-' ? -Infinity : Infinity;
}

/**
 * Reads a simulation's `Outcome:`, `Score:` and `Errors:` lines, as the framework does: a line
 * counts only when it starts with the label, a score that is not a number ends the reading (what
 * was read so far stays), and a missing score is 0.
 */
export function readSimulation(answer: string): { score: number; errors: string } {
  let score = 0;
  let errors = '';
  for (const line of answer.split(/\r\n|\r|\n/)) {
    if (line.startsWith('Score:')) {
      const value = pythonFloat(line.slice('Score:'.length));
      if (value === undefined) break;
      score = value;
    } else if (line.startsWith('Errors:')) errors = line.slice('Errors:'.length).trim();
  }
  return { score, errors };
}

const prompts = {
  hypotheses: (task: string) => `The problem:\n\n'${task}'\n\nList the approaches and strategies that could solve it, one per line.`,
  simulate: (path: string) =>
    `Simulate this reasoning path step by step, then give, each on its own line:\nOutcome: a short summary of the solution it leads to\nScore: how effective it is, a number from 0.0 to 1.0\nErrors: the mistakes or shortcomings you found\n\nReasoning path: ${path}`,
  reflect: (errors: string) => `Analyse these errors and suggest how the reasoning should change to avoid them:\n${errors}\nGive clear, actionable feedback.`,
  revise: (path: string, feedback: string) =>
    `The reasoning path:\n'${path}'\n\nThe feedback on it:\n'${feedback}'\n\nWrite revised reasoning paths that address the feedback, one per line.`,
  select: (paths: string[]) => `Evaluate these reasoning paths and keep the most promising ones for further exploration, one per line:\n${paths.join('\n')}`,
  synthesise: (paths: string[], pool: string[]) =>
    `The most promising reasoning paths:\n${paths.join('\n')}\n\nEvery earlier reasoning path:\n${pool.join('\n')}\n\nSynthesise one final, coherent solution to the problem.`,
};

/**
 * ire and ire-agent, after IterativeReflectiveExpansion.run (swarms/agents/i_agent.py), which the
 * router builds with `max_loops = num_samples` (the request's `max_loops` is not used, as the
 * hosted documentation says). One agent (the request's prompt and model) does every step and
 * remembers them all: it lists approaches (one path per line); then per iteration it simulates
 * each path, and a path scoring under 0.7 gets a reflection on its errors and is replaced by the
 * revised paths; then it selects the promising paths; finally it synthesises a solution. Every
 * answer is an entry under the agent's name, the synthesis last.
 */
export const iterativeReflectiveExpansion: ReasoningRunner = async ({ context, task, agent, numSamples }) => {
  const reasoner = rememberingAgent(context, { ...agent, dynamicTemperature: true });
  const conversation: ReasoningEntry[] = [];
  const ask = async (prompt: string) => {
    const answer = await reasoner.ask(prompt);
    conversation.push({ role: agent.name, content: answer });
    return answer;
  };
  let candidates = linesOf(await ask(prompts.hypotheses(task)));
  const pool: string[] = [];
  for (let iteration = 0; iteration < numSamples; iteration += 1) {
    const expanded: string[] = [];
    for (const path of candidates) {
      const { score, errors } = readSimulation(await ask(prompts.simulate(path)));
      if (score < KEEP_SCORE) {
        const feedback = await ask(prompts.reflect(errors));
        expanded.push(...linesOf(await ask(prompts.revise(path, feedback))));
      } else expanded.push(path);
    }
    pool.push(...candidates);
    candidates = linesOf(await ask(prompts.select(expanded)));
  }
  await ask(prompts.synthesise(candidates, pool));
  return conversation;
};
