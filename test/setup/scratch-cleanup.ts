import { afterAll } from 'vitest';
import { removeScratchDirectories } from '../support/scratch-directory.js';

// Every test file's scratch folders (test/support/scratch-directory.ts) go when its tests are done. A setup file's
// afterAll runs after the file's own, so whatever held a folder open (a server, a SQLite store) has closed by then.
afterAll(() => removeScratchDirectories());
