/**
 * Ensures a llama.cpp `llama-server` binary exists in a per-machine cache outside the repository,
 * building it from the llama.cpp source that the npm package node-llama-cpp ships as a git bundle.
 * Usage: `npx tsx scripts/llama/provide-server.ts` (prints the binary path as its last line).
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { availableParallelism, homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { onceUnderLock } from './directory-lock.js';
import { removeStaleStaging } from './stale-staging.js';

/** The node-llama-cpp release whose bundled llama.cpp source we build (see docs/real-backend.md). */
export const NODE_LLAMA_CPP_VERSION = '3.22.1';

/** Where a provided llama-server lives, and the llama.cpp source tree it was built from. */
export interface ProvidedLlamaServer {
  binary: string;
  sourceDir: string;
}

/** The swarms-local cache root: `$SWARMS_LOCAL_CACHE`, else `~/.cache/swarms-local`. */
export function cacheRoot(): string {
  return process.env.SWARMS_LOCAL_CACHE ?? join(homedir(), '.cache', 'swarms-local');
}

// Only `llama-server` is built, statically, and without -march=native so the cached binary also runs
// on another CPU of the same architecture. LLAMA_USE_PREBUILT_UI=OFF stops a web UI download.
const CMAKE_FLAGS = [
  '-DCMAKE_BUILD_TYPE=Release',
  '-DBUILD_SHARED_LIBS=OFF',
  '-DGGML_NATIVE=OFF',
  '-DLLAMA_BUILD_TESTS=OFF',
  '-DLLAMA_BUILD_EXAMPLES=OFF',
  '-DLLAMA_BUILD_UI=OFF',
  '-DLLAMA_USE_PREBUILT_UI=OFF',
  '-DLLAMA_OPENSSL=OFF',
  '-DLLAMA_CURL=OFF',
];

/** Runs a command with its output on our stderr, so stdout stays free for the final binary path. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 2, 2] });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Installs node-llama-cpp (scripts skipped, no prebuilt GPU binaries) into the cache only. */
async function provideBundle(serverCache: string): Promise<string> {
  const prefix = join(serverCache, `npm-${NODE_LLAMA_CPP_VERSION}`);
  const bundle = join(prefix, 'node_modules', 'node-llama-cpp', 'llama', 'gitRelease.bundle');
  await onceUnderLock(
    `${prefix}.lock`,
    () => existsSync(bundle),
    async () => {
      await removeStaleStaging(prefix);
      const staging = `${prefix}.tmp-${process.pid}`;
      await mkdir(staging, { recursive: true });
      await run('npm', ['install', '--prefix', staging, `node-llama-cpp@${NODE_LLAMA_CPP_VERSION}`, '--ignore-scripts', '--omit=optional', '--no-audit', '--no-fund', '--no-save']);
      await rm(prefix, { recursive: true, force: true });
      await rename(staging, prefix);
    },
  );
  return bundle;
}

/** Clones the bundle and builds `llama-server` into `<target>/bin`, staging in a temp dir first. */
async function buildServer(bundle: string, target: string): Promise<void> {
  // An interrupted build's staging directory (this one's pid or another's) goes before a new build starts.
  const removed = await removeStaleStaging(target);
  if (removed.length) process.stderr.write(`removed what an interrupted build left: ${removed.join(', ')}\n`);
  const staging = `${target}.tmp-${process.pid}`;
  try {
    await buildInto(bundle, staging);
  } catch (error) {
    // A failed build leaves hundreds of megabytes of objects; the compiler's output already went to stderr.
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await rm(target, { recursive: true, force: true });
  await rename(staging, target);
}

async function buildInto(bundle: string, staging: string): Promise<void> {
  await mkdir(join(staging, 'bin'), { recursive: true });
  const sourceDir = join(staging, 'src');
  const buildDir = join(staging, 'build');
  await run('git', ['clone', '--quiet', bundle, sourceDir]);
  const hasNinja = spawnSync('ninja', ['--version'], { stdio: 'ignore' }).status === 0;
  const generator = hasNinja ? ['-G', 'Ninja'] : [];
  const started = Date.now();
  await run('cmake', ['-S', sourceDir, '-B', buildDir, ...generator, ...CMAKE_FLAGS]);
  // Every core the machine has: CI machines may have more than the two this was first timed on.
  await run('cmake', ['--build', buildDir, '--target', 'llama-server', `-j${availableParallelism()}`]);
  process.stderr.write(`llama-server built in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  await copyFile(join(buildDir, 'bin', 'llama-server'), join(staging, 'bin', 'llama-server'));
  await chmod(join(staging, 'bin', 'llama-server'), 0o755);
  // The object files are ~10x the binary and paths inside them point at the staging dir: drop them.
  await rm(buildDir, { recursive: true, force: true });
}

/** Returns the cached llama-server binary and its source tree, building them on first use. */
export async function provideLlamaServer(): Promise<ProvidedLlamaServer> {
  const serverCache = join(cacheRoot(), 'llama-server');
  await mkdir(serverCache, { recursive: true });
  const bundle = await provideBundle(serverCache);
  const { stdout: heads } = await promisify(execFile)('git', ['bundle', 'list-heads', bundle]);
  const commit = heads.trim().split(/\s+/)[0]?.slice(0, 7);
  if (!commit) throw new Error(`no commit found in ${bundle}`);
  const target = join(serverCache, `${NODE_LLAMA_CPP_VERSION}-${commit}`);
  const binary = join(target, 'bin', 'llama-server');
  await onceUnderLock(
    `${target}.lock`,
    () => existsSync(binary),
    () => buildServer(bundle, target),
  );
  return { binary, sourceDir: join(target, 'src') };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { binary } = await provideLlamaServer();
  process.stdout.write(`${binary}\n`);
}
