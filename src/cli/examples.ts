import type { Command } from 'commander';

/** Adds an "Examples:" section to a command's --help. */
export function addExamples(command: Command, examples: string[]): Command {
  return command.addHelpText('after', `\nExamples:\n${examples.map((example) => `  $ ${example}`).join('\n')}\n`);
}
