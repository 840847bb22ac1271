import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalNode } from '../../src/journal/journal-node.js';
import { createSwarmsLocal, type SwarmsLocal } from '../../src/testing/index.js';

let local: SwarmsLocal;
beforeAll(async () => {
  local = await createSwarmsLocal({ frozenAt: '2026-07-09T12:00:00Z' });
});
afterAll(() => local.close());

/** Every provider call under a journal tree. */
const providerCalls = (node: JournalNode): JournalNode[] => [...(node.kind === 'provider-call' ? [node] : []), ...node.children.flatMap(providerCalls)];

async function askedFormOf(systemPrompt: string, task: string): Promise<{ form?: string; answer: string }> {
  const response = await fetch(`${local.url}/v1/agent/completions`, {
    method: 'POST',
    headers: { ...local.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ agent_config: { agent_name: 'Reader', system_prompt: systemPrompt, max_tokens: 400 }, task }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { outputs: Array<{ content: string }> };
  const [call] = providerCalls((await local.journal()).at(-1) as JournalNode);
  return { form: call?.form, answer: String(body.outputs.at(-1)?.content) };
}

describe("the journal's model-call node says how the synthetic model read the asked form", () => {
  it('names a JSON object with its keys and allowed values, and the answer is that object', async () => {
    const { form, answer } = await askedFormOf(
      'Reply with JSON only: {"mood": one of "happy", "unhappy" or "mixed", "certainty": a number from 0 to 1}.',
      'The room was clean but the staff ignored us.',
    );
    expect(form).toMatch(/json/i);
    expect(form).toContain('mood');
    expect(form).toContain('certainty');
    const parsed = JSON.parse(answer) as { mood: string; certainty: number };
    expect(['happy', 'unhappy', 'mixed']).toContain(parsed.mood);
    expect(parsed.certainty).toBeGreaterThanOrEqual(0);
    expect(parsed.certainty).toBeLessThanOrEqual(1);
  });

  it('names a closed choice, and the answer is one of its labels', async () => {
    const { form, answer } = await askedFormOf('You route support tickets.', 'Classify this ticket as billing, bug or account. Answer with the label only: "I was charged twice."');
    expect(form).toMatch(/choice/i);
    expect(['billing', 'bug', 'account']).toContain(answer.trim().toLowerCase());
  });

  it('leaves the form out when nothing is asked, and the answer is prose', async () => {
    const { form, answer } = await askedFormOf('You are a careful market analyst.', 'Discuss the outlook for rooftop solar in Spain.');
    expect(form ?? '').not.toMatch(/json|choice|table/i);
    expect(answer.split(/\s+/).length).toBeGreaterThan(10);
  });
});
