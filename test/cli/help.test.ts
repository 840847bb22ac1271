import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cliBin } from '../support/built.js';

const run = (args: string[]) => spawnSync(process.execPath, [cliBin(), ...args], { encoding: 'utf8' });

/** Every command of the CLI with its --help, read from the program's own help (so a command added later is checked too). */
function commandHelps(prefix: string[] = []): Array<{ path: string[]; help: string }> {
  const help = run([...prefix, '--help']).stdout;
  const section = help.split('\nCommands:\n')[1]?.split('\n\n')[0] ?? '';
  // A command's line starts with two spaces; a wrapped description starts further in.
  const names = section
    .split('\n')
    .filter((line) => /^ {2}\S/.test(line))
    .map((line) => line.trim().split(/\s+/)[0])
    .filter((name) => name !== 'help');
  return [{ path: prefix, help }, ...(prefix.length < 2 ? names.flatMap((name) => commandHelps([...prefix, name])) : [])];
}

describe('command-line help', () => {
  it('`swarms-local help` and `help COMMAND` work like --help', () => {
    const help = run(['help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toBe(run(['--help']).stdout);
    const keys = run(['help', 'keys']);
    expect(keys.status).toBe(0);
    expect(keys.stdout).toContain('Usage: swarms-local keys');
  });

  it('every command shows at least one example of itself in its --help', { timeout: 120_000 }, () => {
    const commands = commandHelps();
    expect(commands.map(({ path }) => path.join(' '))).toEqual(expect.arrayContaining(['', 'keys', 'keys create', 'keys list', 'keys revoke', 'snapshot save', 'fixtures scan']));
    for (const { path, help } of commands) {
      expect(help, path.join(' ')).toContain('\nExamples:\n');
      expect(help.split('\nExamples:\n')[1], path.join(' ')).toContain(`$ ${['swarms-local', ...path].join(' ')}`);
    }
  });
});
