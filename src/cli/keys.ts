import type { Command } from 'commander';
import { createApiKey } from '../accounts/api-keys.js';
import { loadConfig } from '../config/load.js';
import { openStoreExplained } from '../startup-checks.js';
import { systemClock } from '../runtime/clock.js';
import type { Store, Tier } from '../store/repositories.js';
import { addExamples } from './examples.js';
import { flagName, nonNegativeNumber } from './serve-options.js';

async function withStore<T>(options: { db?: string; config?: string }, work: (store: Store) => Promise<T>): Promise<T> {
  const config = loadConfig({ flags: { db: options.db }, env: process.env, file: options.config, flagName });
  const store = await openStoreExplained(config);
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

/** `swarms-local keys create|list|revoke`: key management over the same database as the server. */
export function addKeysCommand(program: Command): void {
  const keys = addExamples(program.command('keys').description('manage API keys (stored hashed; a key is shown once)'), [
    'swarms-local keys create --user alice --tier free --credits 5',
    'swarms-local keys list',
    'swarms-local keys revoke key-0123456789ab',
  ]);
  const create = keys
    .command('create')
    .description('create a key for a user (the user is created if new)')
    .requiredOption('--user <name>', 'user name')
    .option('--tier <tier>', 'free or premium', 'premium')
    .option('--credits <usd>', 'starting credit balance in USD (default: unlimited)', nonNegativeNumber)
    .option('--admin', 'an admin key: in strict auth, global admin actions (other namespaces, reset all) need one')
    .option('--db <path|url>', 'SQLite database file or PostgreSQL URL')
    .option('-c, --config <file>', 'config file')
    .action(async (options: { user: string; tier: Tier; credits?: number; admin?: boolean; db?: string; config?: string }) => {
      if (!['free', 'premium'].includes(options.tier)) throw new Error('--tier must be free or premium');
      const created = await withStore(options, (store) =>
        createApiKey(store, systemClock, { userName: options.user, tier: options.tier, credits: options.credits ?? null, admin: options.admin === true }),
      );
      process.stdout.write(`${created.key}\n`);
      const role = created.record.admin ? ', admin' : '';
      process.stderr.write(`Created key ${created.record.id} for user ${created.user.name} (${created.user.tier}${role}). It is shown once; store it now.\n`);
    });
  addExamples(create, [
    'swarms-local keys create --user alice                    # premium, unlimited credits',
    'swarms-local keys create --user bob --tier free --credits 2 --db team.db',
  ]);
  const list = keys
    .command('list')
    .description('list keys, masked')
    .option('--db <path|url>', 'SQLite database file or PostgreSQL URL')
    .option('-c, --config <file>', 'config file')
    .action(async (options: { db?: string; config?: string }) => {
      await withStore(options, async (store) => {
        const users = new Map((await store.users.list()).map((user) => [user.id, user]));
        process.stdout.write('ID\tKEY\tUSER\tTIER\tSTATE\tROLE\n');
        for (const key of await store.apiKeys.list()) {
          const user = users.get(key.userId);
          const state = key.revokedAt === null ? 'active' : 'revoked';
          process.stdout.write(`${key.id}\t${key.masked}\t${user?.name ?? '?'}\t${user?.tier ?? '?'}\t${state}\t${key.admin ? 'admin' : 'user'}\n`);
        }
      });
    });
  addExamples(list, ['swarms-local keys list', 'swarms-local keys list --db team.db | cut -f1,3   # ids and users']);
  const revoke = keys
    .command('revoke <keyId>')
    .description('revoke a key by its id (see keys list)')
    .option('--db <path|url>', 'SQLite database file or PostgreSQL URL')
    .option('-c, --config <file>', 'config file')
    .action(async (keyId: string, options: { db?: string; config?: string }) => {
      const revoked = await withStore(options, (store) => store.apiKeys.revoke(keyId, systemClock.now()));
      if (!revoked) {
        process.stderr.write(`No active key with id ${keyId}.\n`);
        process.exitCode = 1;
        return;
      }
      process.stdout.write(`Revoked ${keyId}\n`);
    });
  addExamples(revoke, ['swarms-local keys revoke key-0123456789ab   # the id from keys list, not the key itself']);
}
