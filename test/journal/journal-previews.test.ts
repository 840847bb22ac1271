import { afterAll, describe, expect, it } from 'vitest';
import { JOURNAL_STRING_LIMIT } from '../../src/http/journal-request.js';
import { createTestClient, type TestClient } from '../support/test-server.js';

let client: TestClient | undefined;
afterAll(() => client?.server.close());

const providerCalls = (node: any): any[] => [...(node.kind === 'provider-call' ? [node] : []), ...node.children.flatMap((child: any) => providerCalls(child))];

describe('the journal of a request with a huge field', () => {
  it('keeps a redacted preview of the task, in the request and in its calls, not the whole megabyte', async () => {
    client = await createTestClient();
    const task = `Assess tides with sk-proj-Qw3rTy8Ui0Op2As4Df6Gh8Jk. ${'Tides rise and fall. '.repeat(50_000)}`;
    const response = await client.post('/v1/agent/completions', { task, agent_config: { agent_name: 'A', max_tokens: 50 } });
    expect(response.status).toBe(200);
    const [entry] = (await client.get('/_swarms-local/journal?endpoint=/v1/agent/completions')).body.requests;
    const kept = entry.input.task as string;
    expect(kept.endsWith(`… [cut: ${task.length} characters in all]`)).toBe(true);
    expect(kept.length).toBeLessThan(JOURNAL_STRING_LIMIT + 100);
    expect(kept).not.toContain('Qw3rTy8Ui0Op2As4Df6Gh8Jk');
    const prompts = providerCalls(entry).flatMap((call) => call.input.map((message: { content: string }) => message.content));
    expect(prompts.length).toBeGreaterThan(0);
    for (const prompt of prompts) expect(prompt.length).toBeLessThan(JOURNAL_STRING_LIMIT + 100);
    expect(JSON.stringify(entry)).not.toContain('Qw3rTy8Ui0Op2As4Df6Gh8Jk');
  });
});
