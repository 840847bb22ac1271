import type { AppDependencies } from '../app-dependencies.js';
import { NamespacedClock } from '../runtime/namespaced-clock.js';

/**
 * Forgets every user, log, run, journal entry, fault, stub and fixture cursor, and puts back what the
 * configuration gave: its scenarios' rules, its frozen clocks, its seed's id sequence (the admin plane's
 * reset of scope "all" and the testing API's `reset()`).
 */
export async function forgetEverything(deps: AppDependencies): Promise<void> {
  await deps.store.clear();
  deps.namespaces.clear();
  await deps.journal.clear();
  deps.faults.clear();
  deps.fixtures?.resetCursors();
  if (deps.clock instanceof NamespacedClock) deps.clock.resetAll();
  deps.ids.restart();
}
