import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { LIVE_SETTINGS } from './openai-upstream.js';
import { createTestClient } from './test-server.js';

/** An agent completion's body without what legitimately differs between runs (ids and times). */
export const stableAgentBody = (body: any) => ({
  ...body,
  job_id: null,
  id: null,
  timestamp: null,
  outputs: body.outputs.map((output: any) => ({ ...output, timestamp: null, message_id: null })),
});

/** Every file under a directory, recursively (absolute paths). */
export function filesUnder(path: string): string[] {
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(path, entry.name)) : [join(path, entry.name)]));
}

/**
 * Runs one request against a swarms-local in record mode (a live upstream per LIVE_SETTINGS) writing to
 * `fixturesDir`, then closes it and the servers it reached, and returns the 200 answer's body.
 */
export async function recordOnce(fixturesDir: string, path: string, body: unknown, reached: Array<{ close(): Promise<void> }>): Promise<any> {
  const recorder = await createTestClient({ ...LIVE_SETTINGS, upstreamTimeoutMs: 5000, mode: 'record', fixturesDir });
  try {
    const response = await recorder.post(path, body);
    expect(response.status, response.text).toBe(200);
    return response.body;
  } finally {
    await recorder.server.close();
    for (const server of reached) await server.close();
  }
}
