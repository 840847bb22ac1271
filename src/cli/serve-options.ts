import { InvalidArgumentError, type Command } from 'commander';
import { LOG_FORMATS, PROVIDER_MODES, type ConfigInput } from '../config/schema.js';

function integer(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed)) throw new InvalidArgumentError('Not an integer.');
  return parsed;
}

/** Commander parser for flags that take a number >= 0 (a speed factor, an amount in USD). */
export function nonNegativeNumber(value: string): number {
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new InvalidArgumentError('Not a number >= 0.');
  return parsed;
}

function oneOf(allowed: readonly string[]) {
  return (value: string) => {
    if (!allowed.includes(value)) throw new InvalidArgumentError(`Allowed: ${allowed.join(', ')}.`);
    return value;
  };
}

/** The flags of the server command. */
export function addServeOptions(command: Command): Command {
  return command
    .option('-p, --port <port>', 'port to listen on (0 = a free port) [default: 8000]', integer)
    .option('--host <host>', 'address to bind [default: 127.0.0.1]')
    .option('--db <path|url>', 'SQLite database file, :memory:, or postgres://user:pass@host:port/dbname [default: .swarms-local/swarms-local.db]')
    .option('-c, --config <file>', 'JSON or YAML config file')
    .option('--auth <mode>', 'open: any key is accepted and registered; strict: only created keys', oneOf(['open', 'strict']))
    .option('--tier <tier>', 'tier of users registered in open mode', oneOf(['free', 'premium']))
    .option('--seed <n>', 'seed for synthetic answers and ids (same seed, same bytes)', integer)
    .option('--mode <mode>', `provider mode: ${PROVIDER_MODES.join(', ')}`, oneOf(PROVIDER_MODES))
    .option('--fixtures <dir>', 'fixtures directory for record/replay')
    .option('--replay-speed <factor>', 'replay streams at recorded speed times this (0 = instant)', nonNegativeNumber)
    .option('--expose', 'allow listening on a non-loopback address')
    .option('--force-open-auth', 'allow open auth on a non-loopback address')
    .option('--admin', 'switch the admin plane (/_swarms-local/) on, also beyond loopback [default: on for loopback only]')
    .option('--no-admin', 'switch the admin plane (/_swarms-local/) off')
    .option(
      '--outbound-hosts <list>',
      'where requests may make the server connect (MCP servers): host names, IPs, CIDR ranges, loopback, * or none, comma-separated [default: loopback when bound to loopback, else none]',
    )
    .option('--scenario <file...>', 'scenario files (JSON/YAML) to load at start-up')
    .option('--debug', 'include stack traces in 500 responses')
    .option('--strict-requests', 'refuse request body fields no schema declares (422 naming the field) instead of ignoring them')
    .option('--log-format <format>', `request log lines on stderr: ${LOG_FORMATS.join(', ')} [default: pretty]`, oneOf(LOG_FORMATS))
    .option('-q, --quiet', 'no request log lines (same as "logRequests": false)');
}

/** The command-line flag that sets a config key, as errors name it (`fixturesDir` → `--fixtures`). */
export function flagName(key: string): string {
  const renamed: Record<string, string> = { fixturesDir: 'fixtures', scenarios: 'scenario' };
  return `--${renamed[key] ?? key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** Commander's parsed flags → config settings (undefined = not given, so env/file/defaults apply). */
export function flagsToConfig(flags: Record<string, unknown>): ConfigInput {
  return {
    port: flags.port as number | undefined,
    host: flags.host as string | undefined,
    db: flags.db as string | undefined,
    auth: flags.auth as ConfigInput['auth'],
    tier: flags.tier as ConfigInput['tier'],
    seed: flags.seed as number | undefined,
    mode: flags.mode as ConfigInput['mode'],
    fixturesDir: flags.fixtures as string | undefined,
    replaySpeed: flags.replaySpeed as number | undefined,
    debug: flags.debug as boolean | undefined,
    strictRequests: flags.strictRequests as boolean | undefined,
    expose: flags.expose as boolean | undefined,
    forceOpenAuth: flags.forceOpenAuth as boolean | undefined,
    // With both --admin and --no-admin declared, commander leaves `admin` undefined unless one is given.
    admin: flags.admin as boolean | undefined,
    scenarios: flags.scenario as string[] | undefined,
    outboundHosts: flags.outboundHosts as string | undefined,
    logFormat: flags.logFormat as ConfigInput['logFormat'],
    logRequests: flags.quiet === true ? false : undefined,
  };
}
