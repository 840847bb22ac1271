import { closeSync, constants, fstatSync, openSync, readFileSync, type Stats } from 'node:fs';

/** What a file that is not a regular one is, in words. */
function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a named pipe';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

/** Why a path could not be opened, said for a person (a link loop is ELOOP, a dangling link ENOENT). */
function openProblem(path: string, error: NodeJS.ErrnoException): string {
  if (error.code === 'ELOOP') return `${path} is a symbolic link that loops back on itself`;
  if (error.code === 'ENOENT') return `${path} does not exist (or is a symbolic link to nothing)`;
  if (error.code === 'EACCES' || error.code === 'EPERM') return `${path} cannot be read (permission denied)`;
  return `${path} cannot be opened (${error.code ?? error.message})`;
}

/**
 * A regular file's text (symbolic links followed). Anything else is refused with an error naming what it
 * is: a named pipe is opened without blocking and refused, so a reader never waits for a writer that
 * will not come; a link loop or a directory is said to be one.
 */
export function readRegularFile(path: string): string {
  let descriptor: number;
  try {
    // O_NONBLOCK: opening a named pipe for reading otherwise waits for a writer. It does nothing to regular files.
    descriptor = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    throw new Error(openProblem(path, error as NodeJS.ErrnoException));
  }
  try {
    const stats = fstatSync(descriptor);
    if (!stats.isFile()) throw new Error(`${path} is ${kindOf(stats)}, not a file`);
    return readFileSync(descriptor, 'utf8');
  } finally {
    closeSync(descriptor);
  }
}
