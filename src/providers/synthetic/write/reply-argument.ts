import type { Faker } from '@faker-js/faker';
import type { ConversationFacts } from '../conversation-facts.js';
import { readForm } from '../form/read-form.js';
import { syntheticText } from '../synthetic-text.js';
import { writeAnswer } from './write-answer.js';

/** Names of a tool's string argument that carries the agent's own reply (a group chat's `respond(score, message)`). */
const REPLY_ARGUMENT = /^(?:message|reply|response|answer|content|text)$/i;

/**
 * A tool call's arguments with the agent's reply written in the form its system prompt asks for ("Answer with
 * exactly one word: approve or reject"): the form is read from the system prompt alone, since the request around
 * the tool speaks of the tool. Arguments stay as sampled when the system prompt asks for no form, and an empty
 * reply (silence) stays empty.
 */
export function withReplyInForm(args: unknown, facts: ConversationFacts, faker: Faker): unknown {
  if (!args || typeof args !== 'object' || Array.isArray(args)) return args;
  const key = Object.keys(args).find((name) => REPLY_ARGUMENT.test(name) && typeof (args as Record<string, unknown>)[name] === 'string');
  if (!key || !(args as Record<string, string>)[key]) return args;
  const form = readForm(facts.system);
  if (form.kind === 'prose' || form.kind === 'unread') return args;
  const written = writeAnswer(form, { facts, faker, source: `${facts.system}\n\n${facts.request}`, prose: () => syntheticText(facts, faker, false) }, facts.request);
  return written ? { ...args, [key]: written } : args;
}
