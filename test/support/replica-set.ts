import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnServer, type SpawnedServer } from '../reliability/spawned-server.js';

/** Several swarms-local processes over one database, as a team runs them behind a load balancer. */
export interface ReplicaSet {
  /** The replicas' base URLs, in start order. */
  urls: string[];
  replicas: SpawnedServer[];
  /**
   * Sends a request as a load balancer would: a request naming a namespace (`x-swarms-local-namespace`) goes to the
   * replica its name hashes to (pinned, as the README's set-up routes it); any other to the next replica in turn.
   */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Sends a request to one replica. */
  fetchFrom(index: number, path: string, init?: RequestInit): Promise<Response>;
  /** Kills one replica with SIGKILL (no chance to finish or flush anything); the round robin skips it afterwards. */
  kill(index: number): Promise<void>;
  /** Stops every replica still running (SIGTERM, so they settle and close their store). */
  stop(): Promise<void>;
}

/** The header a load balancer routes on to pin a namespace's test state to one replica. */
export const NAMESPACE_HEADER = 'x-swarms-local-namespace';

/** Which of `count` replicas a namespace is pinned to: a hash of its name, as a load balancer's header hash does. */
export function pinnedReplica(namespace: string, count: number): number {
  const digest = createHash('sha256').update(namespace).digest();
  return digest.readUInt32BE(0) % count;
}

/** How to start a replica set. */
interface ReplicaSetOptions {
  count: number;
  /** The database every replica opens: a SQLite file path or a PostgreSQL URL. */
  db: string;
  /** A directory for the shared config file. */
  directory: string;
  /** Settings written to the config file every replica reads. */
  config?: Record<string, unknown>;
  /** More CLI flags for every replica. */
  args?: string[];
  /** The CLI to run (default: the built `bin/swarms-local.js`) and Node flags for it (e.g. `--import tsx`). */
  script?: string;
  execArgv?: string[];
}

/**
 * Starts `count` replicas of the built CLI (`bin/swarms-local.js` → dist/) on port 0 over one database, one
 * after the other so the first applies the migrations alone, and reads each URL from its banner.
 */
export async function startReplicaSet(options: ReplicaSetOptions): Promise<ReplicaSet> {
  const configPath = join(options.directory, 'replica-config.json');
  writeFileSync(configPath, JSON.stringify({ logRequests: false, ...options.config }));
  const replicas: SpawnedServer[] = [];
  const urls: string[] = [];
  const killed = new Set<number>();
  try {
    for (let index = 0; index < options.count; index += 1) {
      const replica = spawnServer(['--port', '0', '--db', options.db, '--config', configPath, ...(options.args ?? [])], {
        script: options.script,
        execArgv: options.execArgv,
      });
      replicas.push(replica);
      urls.push(await replica.url);
    }
  } catch (error) {
    await Promise.all(replicas.map((replica) => replica.stop('SIGKILL')));
    throw error;
  }
  let next = 0;
  const fetchFrom = (index: number, path: string, init?: RequestInit) => fetch(`${urls[index]}${path}`, init);
  return {
    urls,
    replicas,
    fetch: (path, init) => {
      const alive = urls.map((_, index) => index).filter((index) => !killed.has(index));
      if (alive.length === 0) throw new Error('every replica of the set was killed');
      const namespace = new Headers(init?.headers).get(NAMESPACE_HEADER);
      const index = namespace === null ? alive[next++ % alive.length] : alive[pinnedReplica(namespace, alive.length)];
      return fetchFrom(index, path, init);
    },
    fetchFrom,
    kill: async (index) => {
      killed.add(index);
      await replicas[index].stop('SIGKILL');
    },
    stop: async () => {
      await Promise.all(replicas.map((replica) => replica.stop()));
    },
  };
}
