import { readdirSync } from 'node:fs';
import { join } from 'node:path';

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
