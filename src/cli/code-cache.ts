import { readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';

/** What became of a cache file when a script was started: V8 took it, turned it down, there was none, or caching is off. */
export type CodeCacheState = 'accepted' | 'rejected' | 'absent' | 'off';

/** How `runWithCodeCache` keeps its cache. */
export interface CodeCacheOptions {
  /** Where the cache lives (beside the script, so a rebuild that replaces the script's directory drops it). */
  cacheFile: string;
  /**
   * How long the process runs before a missing or rejected cache is written, in milliseconds: long enough
   * for start-up and a first request to have compiled their functions, which the cache then carries too.
   */
  writeAfterMs: number;
}

/** What `runWithCodeCache` did: the cache's state at start and, when it writes one, whether that worked. */
export interface CodeCacheRun {
  cache: CodeCacheState;
  /** Resolves once a new cache is written (true) or could not be (false, a read-only install); undefined when none is due. */
  written?: Promise<boolean>;
}

/**
 * The script a cache was made from, as its size, modification time and inode: V8 checks a cache against
 * the length of the source only, so a rebuilt script of the same length would otherwise run the old code.
 */
function scriptKey(file: string): Buffer {
  const { size, mtimeMs, ino } = statSync(file);
  return Buffer.from(`swarms-local code cache\n${size}\n${mtimeMs}\n${ino}\n`);
}

/** The V8 data of a cache file made from this very script, or undefined when there is none or it belongs to another build. */
function readCache(cacheFile: string, key: Buffer): Buffer | undefined {
  let content: Buffer;
  try {
    content = readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  return content.subarray(0, key.length).equals(key) ? content.subarray(key.length) : undefined;
}

/** Writes the cache whole or not at all: beside it under a name of this process, then renamed over it. */
function writeCache(cacheFile: string, key: Buffer, data: Buffer): boolean {
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, Buffer.concat([key, data]));
    renameSync(temporary, cacheFile);
    return true;
  } catch {
    try {
      unlinkSync(temporary);
    } catch {
      // Nothing was written.
    }
    return false;
  }
}

/**
 * Runs a CommonJS file the way Node's loader would (its own `require`, `module`, `__filename` and
 * `__dirname`), compiled with a V8 code cache kept beside it. Node 20 has no compile cache of its own
 * (`module.enableCompileCache` is Node 22), and parsing and compiling the bundled CLI is about a fifth of
 * its start. With source maps on (`--enable-source-maps`), or on a Node that does not say whether they are
 * (before 20.7), the file goes through Node's loader instead, which applies them; a script compiled here
 * would keep its bundled positions in stack traces.
 */
export function runWithCodeCache(file: string, options: CodeCacheOptions): CodeCacheRun {
  const require = createRequire(file);
  if (process.sourceMapsEnabled !== false) {
    require(file);
    return { cache: 'off' };
  }
  const key = scriptKey(file);
  const cachedData = readCache(options.cacheFile, key);
  // A bundle's first line may be a shebang, which Node's loader strips; commented out, the lines keep their numbers.
  const source = readFileSync(file, 'utf8').replace(/^#!/, '//');
  const script = new Script(Module.wrap(source), { filename: file, cachedData });
  const cache: CodeCacheState = cachedData === undefined ? 'absent' : script.cachedDataRejected ? 'rejected' : 'accepted';
  let written: Promise<boolean> | undefined;
  if (cache !== 'accepted') {
    written = new Promise((resolve) => {
      // Unreferenced: a command that ends sooner (`--version`, `keys list`) exits without waiting to write.
      setTimeout(() => resolve(writeCache(options.cacheFile, key, script.createCachedData())), options.writeAfterMs).unref();
    });
  }
  const module = { exports: {}, filename: file, id: file, loaded: false };
  const run = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: unknown, filename: string, directory: string) => void;
  run.call(module.exports, module.exports, require, module, file, dirname(file));
  module.loaded = true;
  return { cache, written };
}
