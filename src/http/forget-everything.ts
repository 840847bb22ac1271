import type { AppDependencies } from '../app-dependencies.js';
import { NamespacedClock } from '../runtime/namespaced-clock.js';

/**
 * Forgets every user, log, run, journal entry, fault, stub and fixture cursor, and puts back what the
 * configuration gave: its scenarios' rules, its frozen clocks, its seed's id sequence (the admin plane's
 * reset of scope "all" and the testing API's `reset()`). The journal's entries are rows of the store, so the
 * store's clear deletes them; the journal only lets go of the requests it holds, first, so none is stored after.
 */
export async function forgetEverything(deps: AppDependencies): Promise<void> {
  await deps.journal.forgetHeld();
  await deps.store.clear();
  deps.namespaces.clear();
  deps.faults.clear();
  deps.fixtures?.resetCursors();
  if (deps.clock instanceof NamespacedClock) deps.clock.resetAll();
  deps.ids.restart();
}
