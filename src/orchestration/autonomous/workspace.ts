/**
 * An autonomous agent's workspace: files that live in memory for one run and never touch the host's
 * disk. Paths are normalised (leading `/` and `./` dropped, `..` refused), so the framework's
 * "relative to the workspace or absolute" paths all land inside it. Each operation answers with the
 * text the model reads, errors included, as the framework's file tools do.
 */
export class Workspace {
  private readonly files = new Map<string, string>();

  /** The files, path → content, in path order (the journal's view). */
  snapshot(): Record<string, string> {
    return Object.fromEntries([...this.files.entries()].sort(([left], [right]) => left.localeCompare(right)));
  }

  create(path: string, content: string): string {
    const { key, error } = fileKey(path);
    if (error !== undefined) return error;
    if (this.files.has(key)) return `Error: ${key} already exists; use update_file to change it.`;
    this.files.set(key, content);
    return `Created ${key} (${content.length} characters).`;
  }

  update(path: string, content: string, mode: string | undefined): string {
    const { key, error } = fileKey(path);
    if (error !== undefined) return error;
    const current = this.files.get(key);
    if (current === undefined) return `Error: ${key} does not exist; use create_file to create it.`;
    this.files.set(key, mode === 'append' ? current + content : content);
    return mode === 'append' ? `Appended ${content.length} characters to ${key}.` : `Replaced the content of ${key}.`;
  }

  read(path: string): string {
    const { key, error } = fileKey(path);
    if (error !== undefined) return error;
    return this.files.get(key) ?? `Error: ${key} does not exist.`;
  }

  delete(path: string): string {
    const { key, error } = fileKey(path);
    if (error !== undefined) return error;
    if (!this.files.delete(key)) return `Error: ${key} does not exist.`;
    return `Deleted ${key}.`;
  }

  /** The entries directly under a folder: files with their sizes, then sub-folders. */
  list(path: string | undefined): string {
    const folder = normalise(path ?? '');
    if (folder === undefined) return outside(path ?? '');
    const prefix = folder ? `${folder}/` : '';
    const entries = new Map<string, string>();
    for (const [file, content] of this.files) {
      if (!file.startsWith(prefix)) continue;
      const [first, ...rest] = file.slice(prefix.length).split('/');
      entries.set(first, rest.length ? 'DIR ' : `FILE ${content.length} characters`);
    }
    if (!entries.size) return folder && !this.isFolder(folder) ? `Error: the folder ${folder} does not exist.` : `The folder ${folder || '(workspace root)'} is empty.`;
    const lines = [...entries]
      .sort(([left], [right]) => left.localeCompare(right))
      .map(([name, kind]) => `${kind.startsWith('DIR') ? 'DIR ' : 'FILE'} ${name}${kind.startsWith('FILE') ? ` (${kind.slice(5)})` : ''}`);
    return [`Contents of ${folder || '(workspace root)'}:`, ...lines].join('\n');
  }

  private isFolder(folder: string): boolean {
    return [...this.files.keys()].some((file) => file.startsWith(`${folder}/`));
  }
}

/** A path inside the workspace, or undefined when it would leave it. */
function normalise(path: string): string | undefined {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') return undefined;
    parts.push(part);
  }
  return parts.join('/');
}

const outside = (path: string) => `Error: ${path} is outside the workspace ('..' is not allowed).`;

/** The workspace key of a file path, or the error the model reads when the path cannot name a file. */
function fileKey(path: string): { key: string; error?: undefined } | { key?: undefined; error: string } {
  const key = normalise(path);
  if (key === undefined) return { error: outside(path) };
  return key ? { key } : { error: `Error: the file path '${path}' names no file; give one such as notes/plan.md.` };
}
