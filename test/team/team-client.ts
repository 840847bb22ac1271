import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cliBin } from '../support/built.js';
import type { ReplicaSet } from '../support/replica-set.js';

// What the team tests do through a replica set: completions, log pages, keys made with the CLI, and a steady
// load that records what was acknowledged.

// gpt-4.1-mini: free keys may run it (gpt-4.1 is premium-only), so the free-tier windows are what refuse them.
const completionBody = JSON.stringify({ task: 'Write one line.', agent_config: { agent_name: 'Replica', model_name: 'gpt-4.1-mini', max_tokens: 200 } });

/** A POST of one agent completion with `key`. */
export const post = (key: string) => ({ method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: completionBody });

/** A GET with `key`. */
export const get = (key: string) => ({ headers: { 'x-api-key': key } });

/** Posts one agent completion through the load balancer; the status and the body. */
export async function completion(replicas: ReplicaSet, key: string): Promise<{ status: number; body: any }> {
  const response = await replicas.fetch('/v1/agent/completions', post(key));
  return { status: response.status, body: await response.json() };
}

/** The job id of every log row of the key's user as one replica reads it (paged 1,000 at a time). */
export async function loggedJobIds(replicas: ReplicaSet, index: number, key: string): Promise<string[]> {
  const jobIds: string[] = [];
  for (let offset = 0; ; offset += 1000) {
    const response = await replicas.fetchFrom(index, `/v1/swarm/logs?limit=1000&offset=${offset}`, get(key));
    const page = await response.json();
    if (response.status !== 200) throw new Error(`logs page answered ${response.status}: ${JSON.stringify(page)}`);
    jobIds.push(...page.logs.map((log: { job_id: string }) => log.job_id));
    if (page.logs.length < 1000) return jobIds;
  }
}

/**
 * `swarms-local keys create` against the shared database (a file or a PostgreSQL URL); the new key. Run without
 * blocking: a test blocked for seconds would reuse keep-alive connections the replicas closed meanwhile.
 */
export async function createKey(db: string, user: string, extra: string[] = []): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [cliBin(), 'keys', 'create', '--user', user, '--db', db, ...extra], { encoding: 'utf8' });
  return stdout.trim();
}

/** A steady load of completions: what it got so far, and a way to stop it. */
export interface Load {
  /** Job ids of the completions answered 200 (acknowledged). */
  answered: string[];
  /** Every other answer: status and detail. */
  refused: Array<{ status: number; detail: unknown }>;
  /** Requests that got no answer (the replica was killed under them). */
  dropped: number;
  /** Why the first few of them got none (the error and its cause), so a failing test says what happened. */
  droppedCauses: string[];
  /** Resolves once `count` more completions have been acknowledged than when it was called. */
  acknowledged(count: number): Promise<void>;
  /** Resolves once an answer other than 200 has come back. */
  refusal(): Promise<void>;
  stop(): Promise<void>;
}

/** An error and the chain of its causes in one line ("fetch failed <- ECONNRESET: other side closed"). */
function describeFailure(error: unknown): string {
  const parts: string[] = [];
  for (let current = error as { message?: string; code?: string; cause?: unknown } | undefined; current && parts.length < 4; current = current.cause as typeof current) {
    parts.push([current.code, current.message].filter(Boolean).join(': '));
  }
  return `${new Date().toISOString()} ${parts.join(' <- ')}`;
}

const tick = () => new Promise((resolvePromise) => setTimeout(resolvePromise, 10));

/** Starts `workers` clients each posting completions one after another through the load balancer until stopped. */
export function startLoad(replicas: ReplicaSet, key: string, workers = 12): Load {
  let stopped = false;
  const load: Load = {
    answered: [],
    refused: [],
    dropped: 0,
    droppedCauses: [],
    acknowledged: async (count) => {
      const target = load.answered.length + count;
      while (load.answered.length < target) await tick();
    },
    refusal: async () => {
      while (load.refused.length === 0) await tick();
    },
    stop: async () => {
      stopped = true;
      await Promise.all(running);
    },
  };
  const worker = async () => {
    while (!stopped) {
      try {
        const result = await completion(replicas, key);
        if (result.status === 200) load.answered.push(result.body.job_id);
        else load.refused.push({ status: result.status, detail: result.body.detail });
      } catch (error) {
        load.dropped += 1; // never answered: not acknowledged
        if (load.droppedCauses.length < 5) load.droppedCauses.push(describeFailure(error));
      }
    }
  };
  const running = Array.from({ length: workers }, worker);
  return load;
}
