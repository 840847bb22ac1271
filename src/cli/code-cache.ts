import { createHash } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';

/**
 * What became of a cache file when a script was started: V8 took it or turned it down (another Node
 * version or other V8 flags), it was damaged (its data not what was written), there was none (or it was
 * made from another build of the script), or caching is off.
 */
export type CodeCacheState = 'accepted' | 'rejected' | 'damaged' | 'absent' | 'off';

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

/**
 * The checksum of a cache's V8 data. V8 checks a cache's version and flags, not its bytes: data damaged on
 * disk (a crash before it reached the disk, a bad copy) makes it crash or run damaged code. SHA-1 because
 * this guards against accidents, not attackers (who could as well change the script), and it hashes the
 * cache faster than SHA-256 on every start.
 */
const checksumOf = (data: Uint8Array) => createHash('sha1').update(data).digest('hex');

/** A cache file's V8 data, when it was made from this very script and is whole; `damaged` when it was made from it but is not. */
function readCache(cacheFile: string, key: Buffer): { data?: Buffer; damaged: boolean } {
  let content: Buffer;
  try {
    content = readFileSync(cacheFile);
  } catch {
    return { damaged: false };
  }
  if (!content.subarray(0, key.length).equals(key)) return { damaged: false };
  const checksumEnd = content.indexOf(10, key.length);
  const data = content.subarray(checksumEnd + 1);
  const whole = checksumEnd > 0 && content.toString('latin1', key.length, checksumEnd) === checksumOf(data);
  return whole ? { data, damaged: false } : { damaged: true };
}

/** Runs a clean-up step whose failure changes nothing (a file already closed or never made). */
function quietly(step: () => void): void {
  try {
    step();
  } catch {
    // Nothing to undo.
  }
}

/**
 * Writes the cache whole or not at all: beside it under a name of this process, on the disk before it is
 * renamed over the cache. The file is opened before `produce` serialises the data, so a read-only install
 * pays nothing for a cache it cannot keep.
 */
function writeCache(cacheFile: string, key: Buffer, produce: () => Buffer): boolean {
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  let descriptor: number | undefined;
  try {
    descriptor = openSync(temporary, 'w');
    const data = produce();
    writeFileSync(descriptor, Buffer.concat([key, Buffer.from(`${checksumOf(data)}\n`, 'latin1'), data]));
    fsyncSync(descriptor);
    closeSync(descriptor);
    descriptor = undefined;
    renameSync(temporary, cacheFile);
    return true;
  } catch {
    if (descriptor !== undefined) quietly(() => closeSync(descriptor as number));
    // Nothing of it stays: the temporary file goes (where it could be made at all).
    quietly(() => unlinkSync(temporary));
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
  const { data: cachedData, damaged } = readCache(options.cacheFile, key);
  // A bundle's first line may be a shebang, which Node's loader strips; commented out, the lines keep their numbers.
  const source = readFileSync(file, 'utf8').replace(/^#!/, '//');
  const script = new Script(Module.wrap(source), { filename: file, cachedData });
  const cache: CodeCacheState = damaged ? 'damaged' : cachedData === undefined ? 'absent' : script.cachedDataRejected ? 'rejected' : 'accepted';
  let written: Promise<boolean> | undefined;
  if (cache !== 'accepted') {
    written = new Promise((resolve) => {
      // Unreferenced: a command that ends sooner (`--version`, `keys list`) exits without waiting to write.
      setTimeout(() => resolve(writeCache(options.cacheFile, key, () => script.createCachedData())), options.writeAfterMs).unref();
    });
  }
  const module = { exports: {}, filename: file, id: file, loaded: false };
  const run = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: unknown, filename: string, directory: string) => void;
  run.call(module.exports, module.exports, require, module, file, dirname(file));
  module.loaded = true;
  return { cache, written };
}
