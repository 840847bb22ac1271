import { afterAll, beforeAll, beforeEach } from 'vitest';
import { addSpend, NO_SPEND, spendText } from './spend.js';
import { createSwarmsLocal, type SwarmsLocal, type SwarmsLocalOptions } from './swarms-local.js';
import './vitest-matchers.js';

export type { RunMatchers } from './vitest-matchers.js';

/** Options of `useSwarmsLocal`: the server's, and how the file uses it. */
export interface UseSwarmsLocalOptions extends SwarmsLocalOptions {
  /** Reset before each test (default true). */
  resetBetweenTests?: boolean;
  /**
   * Print what the file's runs spent, by swarm type and model, after its tests: true (default) to the
   * console, or a function given the text; nothing is printed when nothing ran.
   */
  printSpend?: boolean | ((summary: string) => void);
}

/**
 * A swarms-local for a vitest file: started before the tests, reset before each one (unless
 * `resetBetweenTests: false`), closed after, with the file's spend printed. Returns a getter, since
 * the server starts in beforeAll. Importing this module also adds the run matchers to `expect`.
 */
export function useSwarmsLocal(options: UseSwarmsLocalOptions = {}): () => SwarmsLocal {
  const { resetBetweenTests = true, printSpend = true, ...serverOptions } = options;
  let instance: SwarmsLocal | undefined;
  // A reset forgets the runs: what they spent is added up first.
  let spent = NO_SPEND;
  const tally = async () => {
    if (instance) spent = addSpend(spent, await instance.spend());
  };
  beforeAll(async () => {
    instance = await createSwarmsLocal(serverOptions);
  });
  if (resetBetweenTests) {
    beforeEach(async () => {
      await tally();
      await instance?.reset();
    });
  }
  afterAll(async () => {
    await tally();
    const print = printSpend === true ? console.log : printSpend || undefined;
    if (print && spent.runs > 0) print(spendText(spent));
    await instance?.close();
  });
  return () => {
    if (!instance) throw new Error('swarms-local is not running yet: call the getter inside a test or hook.');
    return instance;
  };
}
