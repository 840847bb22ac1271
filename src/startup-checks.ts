import { resolve } from 'node:path';
import { ConfigError } from './config/load.js';
import { networkPostureProblems } from './config/network-posture.js';
import { routeProblems } from './config/route-targets.js';
import type { Config } from './config/schema.js';
import { loadScenarioFile } from './faults/load-scenario.js';
import { BUILT_IN_PROTOCOLS, protocolProblems, type Protocols } from './providers/protocols.js';
import { routePatternProblems } from './providers/route-match.js';
import type { Store } from './store/repositories.js';
import { databaseKind } from './config/database-location.js';
import { openStore } from './open-store.js';
import { maskPostgresUrl } from './store/postgres/postgres-url.js';
import { isStoreUnavailable } from './store/store-unavailable.js';

/** What a failed database open means, with the fix: the path, then what to do about it. */
function databaseProblem(location: string, error: unknown): string {
  if (databaseKind(location) === 'postgres') {
    return (
      `Cannot open the PostgreSQL store ${maskPostgresUrl(location)} (${isStoreUnavailable(error) ? error.reason : (error as Error).message}): check that the server is running and ` +
      'reachable, that the database exists and that the user may create tables in it, or point --db at a SQLite file.'
    );
  }
  const code = (error as { code?: string }).code ?? '';
  const message = (error as Error).message;
  const path = location === ':memory:' ? location : resolve(location);
  const fix = 'or use --db :memory: for a throwaway database';
  if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
    return `The database ${path} is not a swarms-local SQLite database (${message}): move it away, point --db at another file, ${fix}.`;
  }
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
    return `The database ${path} is locked by another process (${message}): stop the other swarms-local using it, point --db at another file, ${fix}.`;
  }
  return (
    `Cannot open the database ${path} (${message}): check that its directory exists or can be created and that you may ` +
    `write there (permissions, a read-only disk), point --db at another file, ${fix}.`
  );
}

/** Opens the store for a command (`keys`, `snapshot`); a failure names the location (password masked) and the fix, as start-up does. */
export async function openStoreExplained(config: Pick<Config, 'db' | 'postgres'>): Promise<Store> {
  try {
    return await openStore(config);
  } catch (error) {
    throw new Error(databaseProblem(config.db, error), { cause: error });
  }
}

/** Each scenario file that cannot be read or is invalid, with its problems. */
function scenarioProblems(files: readonly string[]): string[] {
  return files.flatMap((file) => {
    try {
      loadScenarioFile(file);
      return [];
    } catch (error) {
      return [(error as Error).message];
    }
  });
}

/**
 * Runs every start-up check and reports all the problems at once (network posture, routes, their
 * keys and protocols, scenario files, the database), rather than one per attempt. Resolves with the opened
 * store, or the one given.
 */
export async function checkStartup(config: Config, env: NodeJS.ProcessEnv, givenStore?: Store, protocols: Protocols = BUILT_IN_PROTOCOLS): Promise<Store> {
  const problems = [
    ...networkPostureProblems(config),
    ...routeProblems(config, env),
    ...routePatternProblems(config.routes),
    ...protocolProblems(config.routes, protocols),
    ...scenarioProblems(config.scenarios),
  ];
  let store = givenStore;
  if (!store) {
    try {
      store = await openStore(config);
    } catch (error) {
      problems.push(databaseProblem(config.db, error));
    }
  }
  if (problems.length === 0 && store) return store;
  if (!givenStore) await store?.close();
  throw new ConfigError(`swarms-local cannot start:\n${problems.map((problem) => `  - ${problem.replace(/\n/g, '\n    ')}`).join('\n')}`);
}

/** A listen failure, with the fix: a port in use suggests another port or `--port 0`. */
export function listenProblem(error: NodeJS.ErrnoException, host: string, port: number): Error {
  if (error.code === 'EADDRINUSE') {
    return new ConfigError(`Port ${port} on ${host} is already in use by another program: choose another with --port N, or --port 0 for any free port.`);
  }
  if (error.code === 'EACCES') {
    return new ConfigError(`Not allowed to listen on port ${port} of ${host} (ports below 1024 need privileges): choose another with --port N, or --port 0 for any free port.`);
  }
  if (error.code === 'EADDRNOTAVAIL') return new ConfigError(`Cannot listen on ${host}: no network interface of this machine has that address (use --host 127.0.0.1).`);
  return error;
}
