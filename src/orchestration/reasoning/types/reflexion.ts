import { builtInAgent } from '../../primitives/built-in-agent.js';
import { rememberingAgent } from '../remembering-agent.js';
import type { ReasoningRunner } from '../reasoning-input.js';

/** A score above this ends the iterations early. */
const EARLY_STOP_SCORE = 0.9;

const EVALUATOR_PROMPT = [
  'You evaluate the quality of responses. Assess a response on accuracy, completeness, clarity, relevance to what the user needs, and actionability.',
  'For each criterion give a score from 1 to 10, examples of what was done well or badly, and concrete improvements.',
  'Be precise, objective and constructive. End with an overall assessment and a final score from 1 to 10.',
].join('\n');

const REFLECTOR_PROMPT = [
  'You write self-reflections that make future answers better. Given a task, a response and its evaluation:',
  "name the response's main strengths and weaknesses, explain why its approaches worked or did not, draw general lessons, and give concrete strategies for similar tasks.",
  'Be honest about shortcomings and keep an improving, constructive tone.',
].join('\n');

const prompts = {
  evaluate: (task: string, response: string) =>
    `TASK: ${task}\n\nRESPONSE:\n${response}\n\nEvaluate this response thoroughly against the criteria in your instructions; be specific and constructive.`,
  reflect: (task: string, response: string, evaluation: string) =>
    `TASK: ${task}\n\nRESPONSE:\n${response}\n\nEVALUATION:\n${evaluation}\n\nFrom this task, response and evaluation, write a self-reflection naming the key lessons and strategies for answering similar tasks better.`,
  refine: (task: string, response: string, evaluation: string, reflection: string) =>
    `TASK: ${task}\n\nORIGINAL RESPONSE:\n${response}\n\nEVALUATION:\n${evaluation}\n\nREFLECTION:\n${reflection}\n\nUsing the evaluation and the reflection, write an improved response to the task: fix the weaknesses they name and keep the strengths.`,
};

/** An evaluation's score in [0, 1], as the framework reads it: the last "final/overall score N" out of 10, else 0.5. */
export function readScore(evaluation: string): number {
  const matches = [...evaluation.toLowerCase().matchAll(/(?:final|overall)\s+score:?\s*(\d+(?:\.\d+)?)/g)];
  return (matches.length ? Number(matches[matches.length - 1][1]) : 5) / 10;
}

/**
 * ReflexionAgent, after ReflexionAgent.run and step (swarms/agents/flexion_agent.py), which the
 * router runs with `tasks=[task]`. Three remembering agents on the request's model: the actor
 * (the request's prompt), an evaluator and a reflector. Each of `max_loops` iterations: the actor
 * answers the task (first) or refines the previous answer from its evaluation and reflection; the
 * evaluator scores the answer; the reflector reflects on it. The answer with the highest score wins
 * (the first on a tie), and a score above 0.9 stops the iterations. The outputs are the
 * framework's conversation after the task: one `assistant` entry, the best answer. Reflexion's
 * memory (`memory_capacity`) is only read when a later task of the same run starts, which a
 * one-task request never does.
 */
export const reflexion: ReasoningRunner = async ({ context, task, agent, maxLoops }) => {
  const actor = rememberingAgent(context, { ...agent, name: `${agent.name}-actor`, description: 'Generates thorough, accurate and helpful responses to tasks.' });
  const evaluator = rememberingAgent(
    context,
    builtInAgent(`${agent.name}-evaluator`, EVALUATOR_PROMPT, agent.modelName, { description: 'Critically evaluates responses against quality criteria.' }),
  );
  const reflector = rememberingAgent(
    context,
    builtInAgent(`${agent.name}-reflector`, REFLECTOR_PROMPT, agent.modelName, { description: 'Writes self-reflections that improve future responses.' }),
  );
  let best = { response: '', score: -1 };
  let previous: { response: string; evaluation: string; reflection: string } | undefined;
  for (let iteration = 0; iteration < maxLoops; iteration += 1) {
    const response = previous ? await actor.ask(prompts.refine(task, previous.response, previous.evaluation, previous.reflection)) : await actor.ask(task);
    const evaluation = await evaluator.ask(prompts.evaluate(task, response));
    const score = readScore(evaluation);
    const reflection = await reflector.ask(prompts.reflect(task, response, evaluation));
    previous = { response, evaluation, reflection };
    if (score > best.score) best = { response, score };
    if (score > EARLY_STOP_SCORE) break;
  }
  return [{ role: 'assistant', content: best.response }];
};
