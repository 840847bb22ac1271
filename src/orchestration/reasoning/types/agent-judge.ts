import { rememberingAgent } from '../remembering-agent.js';
import { transcript, type ReasoningEntry, type ReasoningRunner } from '../reasoning-input.js';

const JUDGE_PROMPT = [
  'You evaluate outputs from any domain. First work out the domain and context of what you are given and pick the evaluation criteria that domain calls for; if the domain is unclear, say DOMAIN CLARIFICATION NEEDED: and your question.',
  'Check that you have what a sound evaluation needs; if not, say ADDITIONAL CONTEXT NEEDED: and what is missing.',
  'Judge accuracy, effectiveness and fitness by the standards of the domain: separate facts, reasoned arguments and opinions, flag unsupported claims, and check internal consistency and, for technical work, logical and methodological soundness.',
  'When several solutions are given, compare their strengths and trade-offs and consider alternatives not mentioned.',
  'End with your assessment as **EVALUATION_COMPLETE \\boxed{assessment summary}**, a short justification, and constructive suggestions.',
].join('\n\n');

const JUDGE_DESCRIPTION = "An expert judge of other agents' outputs: a detailed, constructive and actionable critique that helps the agent improve.";

/** What the judge is asked each loop: critique the conversation so far. */
const evaluationTask = (outputs: string) =>
  [
    'You are an expert judge of AI agents. Review the output(s) below, produced by another agent, and write a detailed, constructive and actionable critique that helps it do better next time:',
    '1. Strengths: what it did well (sound reasoning, clarity, effective problem solving).',
    '2. Weaknesses: errors, omissions, unclear reasoning, what could be better.',
    '3. Suggestions: specific, practical advice for its next attempt (reasoning, structure, completeness, style).',
    '4. Where relevant, factual inaccuracies and logical inconsistencies.',
    'Be thorough, objective and professional.',
    '',
    `Output(s) to evaluate:\n${outputs}`,
  ].join('\n');

/**
 * AgentJudge, after AgentJudge.run and step (swarms/agents/agent_judge.py): the judge (the
 * request's name and model; the request's system prompt, else the framework's judge prompt) is
 * asked `max_loops` times to critique the conversation so far, which starts with the task and
 * gains each evaluation; it remembers its earlier evaluations. `outputs` is that conversation as
 * one plain string (`user: <task>`, then `<agent>: <evaluation>` blocks), what the framework's run
 * returns.
 */
export const agentJudge: ReasoningRunner = async ({ context, task, agent, maxLoops }) => {
  const judge = rememberingAgent(context, { ...agent, description: JUDGE_DESCRIPTION, systemPrompt: agent.systemPrompt || JUDGE_PROMPT });
  const conversation: ReasoningEntry[] = [{ role: 'user', content: task }];
  for (let loop = 0; loop < maxLoops; loop += 1) conversation.push({ role: judge.name, content: await judge.ask(evaluationTask(`${transcript(conversation)}\n`)) });
  return transcript(conversation);
};
