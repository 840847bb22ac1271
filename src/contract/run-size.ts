import type { Config } from '../config/schema.js';
import { ApiError } from '../errors/api-error.js';
import { LIMITS } from './schemas/limits.js';
import type { FastApiErrorItem } from './fastapi/validation-error.js';

/** The bounds a request's sizes are checked against (`runLimits` of the config). */
type RunLimits = Config['runLimits'];

type Json = Record<string, unknown>;

const LOOP_FIELD = /(^|_)loops(_|$)/;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const count = (value: number) => value.toLocaleString('en-US');

/** Every loop count in the body (`max_loops`, `heavy_swarm_loops_per_agent`, `director_max_loops`...) over the bound. */
function loopProblems(value: unknown, loc: Array<string | number>, limit: number): FastApiErrorItem[] {
  if (Array.isArray(value)) return value.flatMap((child, index) => loopProblems(child, [...loc, index], limit));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    if (LOOP_FIELD.test(key) && typeof child === 'number' && child > limit) {
      return [{ type: 'less_than_equal', loc: [...loc, key], msg: `Input should be less than or equal to ${limit}`, input: child, ctx: { le: limit } }];
    }
    return loopProblems(child, [...loc, key], limit);
  });
}

/** The agents one run item names: `agents`, `agent_completions` (grid) or a lone `agent_config`. */
function agentsOf(item: Json): Json[] {
  const list = item.agents ?? item.agent_completions ?? (isObject(item.agent_config) ? [item.agent_config] : []);
  return Array.isArray(list) ? list.filter(isObject) : [];
}

const loopsOf = (value: Json) =>
  Object.entries(value)
    .filter(([key, child]) => LOOP_FIELD.test(key) && typeof child === 'number')
    .reduce((product, [, child]) => product * Math.max(1, child as number), 1);

/** Agent turns an item plans: agents x the item's loops x the most loops of one agent x tasks. */
function plannedTurns(item: Json): number {
  const agents = agentsOf(item);
  const agentLoops = Math.max(1, ...agents.map(loopsOf));
  const tasks = Array.isArray(item.tasks) ? Math.max(1, item.tasks.length) : 1;
  return Math.max(1, agents.length) * loopsOf(item) * agentLoops * tasks;
}

/** The agents a run request names, over all of its items (a batch's included). */
export function requestedAgents(body: unknown): number {
  const items = Array.isArray(body) ? body : [body];
  return items.filter(isObject).reduce((sum, item) => sum + agentsOf(item).length, 0);
}

function valueError(loc: Array<string | number>, message: string): FastApiErrorItem {
  return { type: 'value_error', loc, msg: `Value error, ${message}`, input: null, ctx: { error: message } };
}

/**
 * Checks the sizes a run request controls before anything runs: every loop count, agents x loops of
 * each run, and agents over a whole batch. Each problem is one FastAPI-shaped 422 item naming the
 * setting that bounds it, so a client can tell a bound of this server from a contract rule.
 */
export function assertRunSize(body: unknown, limits: RunLimits): void {
  // An oversized batch gets the hosted API's own 400 from its route.
  if (Array.isArray(body) && body.length > LIMITS.swarmBatch) return;
  const problems = loopProblems(body, ['body'], limits.maxLoops);
  // Products of loop counts already refused would only repeat the same mistake.
  if (problems.length) throw new ApiError('VALIDATION_FAILED', 'Request validation failed.', { body: { detail: problems } });
  const items = Array.isArray(body) ? body : [body];
  items.forEach((item, index) => {
    if (!isObject(item)) return;
    const turns = plannedTurns(item);
    const loc = Array.isArray(body) ? ['body', index] : ['body'];
    if (turns > limits.maxAgentTurns) {
      problems.push(
        valueError(loc, `the run plans ${count(turns)} agent turns (agents x loops x tasks), over this server's limit of ${count(limits.maxAgentTurns)} (runLimits.maxAgentTurns)`),
      );
    }
  });
  if (Array.isArray(body)) {
    const agents = requestedAgents(body);
    if (agents > limits.maxBatchAgents) {
      problems.push(valueError(['body'], `the batch has ${count(agents)} agents in all, over this server's limit of ${count(limits.maxBatchAgents)} (runLimits.maxBatchAgents)`));
    }
  }
  if (problems.length) throw new ApiError('VALIDATION_FAILED', 'Request validation failed.', { body: { detail: problems } });
}
