import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createSwarmsLocal, type SwarmsLocal, type SwarmsLocalOptions } from './swarms-local.js';

/**
 * A swarms-local for a vitest file: started before the tests, reset before each one (unless
 * `resetBetweenTests: false`), closed after. Returns a getter, since the server starts in beforeAll.
 */
export function useSwarmsLocal(options: SwarmsLocalOptions & { resetBetweenTests?: boolean } = {}): () => SwarmsLocal {
  const { resetBetweenTests = true, ...serverOptions } = options;
  let instance: SwarmsLocal | undefined;
  beforeAll(async () => {
    instance = await createSwarmsLocal(serverOptions);
  });
  if (resetBetweenTests) beforeEach(() => instance?.reset());
  afterAll(async () => {
    await instance?.close();
  });
  return () => {
    if (!instance) throw new Error('swarms-local is not running yet: call the getter inside a test or hook.');
    return instance;
  };
}
