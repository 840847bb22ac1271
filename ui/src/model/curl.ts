/** Quotes a string for a POSIX shell: single quotes, with embedded ones closed and escaped. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * A `curl` command that sends a run's request again: method, URL, namespace header, JSON body. The
 * key is a placeholder variable, never a real key (the journal does not keep one).
 */
export function curlCommand(options: { origin: string; method: string; path: string; body?: unknown; namespace?: string | null }): string {
  const parts = [`curl -X ${options.method.toUpperCase()} ${shellQuote(options.origin + options.path)}`, `-H "x-api-key: $SWARMS_API_KEY"`];
  if (options.namespace && options.namespace !== 'default') parts.push(`-H ${shellQuote(`x-swarms-local-namespace: ${options.namespace}`)}`);
  if (options.body !== undefined) {
    parts.push(`-H 'content-type: application/json'`);
    parts.push(`--data-raw ${shellQuote(JSON.stringify(options.body))}`);
  }
  return parts.join(' \\\n  ');
}
