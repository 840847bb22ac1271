import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliBin } from '../support/built.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-refusals-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The environment without any SWARMS_LOCAL_* variable of the developer's shell. */
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SWARMS_LOCAL_')));

/** Runs the real binary expecting it to refuse to start: its exit code and stderr. */
function refuse(args: string[], env: NodeJS.ProcessEnv = {}): { status: number | null; stderr: string; stdout: string } {
  const result = spawnSync(process.execPath, [cliBin(), '--port', '0', ...args], { cwd: directory, env: { ...cleanEnv, ...env }, encoding: 'utf8', timeout: 20_000 });
  return { status: result.status, stderr: result.stderr, stdout: result.stdout };
}

function file(name: string, text: string): string {
  const path = join(directory, name);
  writeFileSync(path, text);
  return path;
}

describe('the binary refuses a bad start, exits 1 and names the mistake', () => {
  it('a misspelt route field in the config file, with the intended name, instead of starting with no URL', () => {
    const config = file('typo.yaml', 'mode: live\nroutes:\n  - match: "*"\n    baseUrl: http://127.0.0.1:1/v1\n');
    const result = refuse(['--db', ':memory:', '--config', config]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`routes[0].baseUrl (config file ${config}): unknown setting (did you mean baseURL?)`);
    expect(result.stdout).toBe('');
  });

  it('a word where a command goes, naming the commands there are and the one meant when it is close', () => {
    for (const [word, meant] of [
      ['serve', ''],
      ['kyes', ' (did you mean keys?)'],
      ['snapshto', ' (did you mean snapshot?)'],
    ]) {
      const result = refuse([word, '--db', ':memory:']);
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(
        `swarms-local: unknown command '${word}'${meant}. The commands are keys, snapshot, fixtures, diff and help; the server starts with swarms-local and its flags alone, without a command.\n`,
      );
      expect(result.stdout).toBe('');
    }
  });

  it('keys and snapshot against a database they cannot open name it (password masked) and what to check', () => {
    const db = 'postgres://team:s3cret-pw@127.0.0.1:1/swarms';
    for (const command of [
      ['keys', 'list'],
      ['snapshot', 'save', join(directory, 'unreachable.json')],
    ]) {
      const result = spawnSync(process.execPath, [cliBin(), ...command, '--db', db], { cwd: directory, env: cleanEnv, encoding: 'utf8', timeout: 20_000 });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        'Cannot open the PostgreSQL store postgres://team:***@127.0.0.1:1/swarms (ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1): check that the server is running',
      );
      expect(result.stderr).not.toContain('s3cret');
    }
  });

  it('an unknown SWARMS_LOCAL_* variable', () => {
    const result = refuse(['--db', ':memory:'], { SWARMS_LOCAL_PROT: '9000' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('SWARMS_LOCAL_PROT (environment variable): not a swarms-local setting (did you mean SWARMS_LOCAL_PORT?)');
  });

  it('a bad flag value, naming the flag, worded as every other refusal', () => {
    const result = refuse(['--db', ':memory:', '--replay-speed', '-1']);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^swarms-local: option '--replay-speed <factor>' argument '-1' is invalid/);
    expect(refuse(['--port', 'notaport']).stderr).toBe("swarms-local: option '-p, --port <port>' argument 'notaport' is invalid. Not an integer.\n");
  });

  it('an unknown flag, with the flag that was meant on the same line, for the server and a subcommand alike', () => {
    for (const [args, message] of [
      [['--db', ':memory:', '--sede', '1'], "swarms-local: unknown option '--sede' (did you mean --seed?)\n"],
      [['keys', 'list', '--dbb', 'x'], "swarms-local: unknown option '--dbb' (did you mean --db?)\n"],
    ] as const) {
      const result = refuse([...args]);
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(message);
    }
  });

  it('live mode with no route and no key, rather than sending prompts to a default host', () => {
    const result = refuse(['--db', ':memory:', '--mode', 'live']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('mode live sends prompts to a model server, but no route names one');
    expect(result.stderr).toMatch(/^swarms-local: cannot start:\n/);
  });

  it('every missing key variable and every unreadable scenario file at once', () => {
    const config = file(
      'keys.json',
      JSON.stringify({
        mode: 'live',
        routes: [
          { match: 'a/*', baseURL: 'http://127.0.0.1:1/v1', apiKeyEnv: 'NO_SUCH_KEY_A' },
          { match: '*', baseURL: 'http://127.0.0.1:1/v1', apiKeyEnv: 'NO_SUCH_KEY_B' },
        ],
      }),
    );
    const scenario = file('scenario.yaml', 'name: s\nfaults:\n  - kind: refusal\n    mesage: no\n');
    const result = refuse(['--db', ':memory:', '--config', config, '--scenario', scenario, join(directory, 'absent.yaml')]);
    expect(result.status).toBe(1);
    for (const mistake of ['NO_SUCH_KEY_A', 'NO_SUCH_KEY_B', 'faults[0].mesage: unknown setting (did you mean message?)', 'Cannot read scenario file', 'absent.yaml']) {
      expect(result.stderr).toContain(mistake);
    }
  });

  it('a database path that cannot be created, naming the path and the fixes', () => {
    const blocker = file('not-a-directory', 'x');
    const result = refuse(['--db', join(blocker, 'swarms.db')]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Cannot open the database ${join(blocker, 'swarms.db')}`);
    expect(result.stderr).toContain('--db :memory:');
  });

  it.skipIf(process.platform !== 'linux')('a database folder below /proc, where a recursive mkdir never returns, naming the folder', () => {
    const result = refuse(['--db', '/proc/swarms-local-test/data/swarms.db']);
    expect(result.status, 'the binary hung instead of refusing').toBe(1);
    expect(result.stderr).toContain('Cannot open the database /proc/swarms-local-test/data/swarms.db');
    expect(result.stderr).toContain('the folder /proc/swarms-local-test cannot be created (ENOENT)');
  });

  it('a database file that is not SQLite', () => {
    mkdirSync(join(directory, 'data'), { recursive: true });
    const notDatabase = file('data/notes.db', 'these are notes, not a database '.repeat(40));
    const result = refuse(['--db', notDatabase]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`The database ${notDatabase} is not a swarms-local SQLite database`);
  });

  it('a port in use, suggesting --port 0', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = blocker.address() as { port: number };
      const result = refuse(['--db', ':memory:', '--port', String(port)]);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(result.stderr).toContain('--port 0');
    } finally {
      blocker.close();
    }
  });
});
