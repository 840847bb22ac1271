import { createSwarmsLocal, type SwarmsLocal } from 'swarms-local/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { researchTopic } from '../src/research-client.js';

let swarms: SwarmsLocal;

beforeAll(async () => {
  swarms = await createSwarmsLocal({ seed: 42 });
});
beforeEach(() => swarms.reset());
afterAll(() => swarms.close());

describe('researchTopic', () => {
  it('returns the writer report, its cost and both authors', async () => {
    const result = await researchTopic('community solar', { baseUrl: swarms.url, apiKey: swarms.apiKey });
    expect(result.authors).toEqual(['Researcher', 'Writer']);
    expect(result.report.length).toBeGreaterThan(20);
    expect(result.costUsd).toBeGreaterThan(0);
  });

  it('is deterministic: the same topic gives the same report', async () => {
    const first = await researchTopic('community solar', { baseUrl: swarms.url, apiKey: swarms.apiKey });
    const second = await researchTopic('community solar', { baseUrl: swarms.url, apiKey: swarms.apiKey });
    expect(second.report).toBe(first.report);
  });

  it('hands the researcher output to the writer (seen in the journal)', async () => {
    await researchTopic('heat pumps', { baseUrl: swarms.url, apiKey: swarms.apiKey });
    const [request] = await swarms.journal();
    const [researcher, writer] = request.children;
    expect(researcher.name).toBe('Researcher');
    // The writer reads the whole transcript so far, the researcher's answer included (as a SequentialWorkflow does).
    const researched = JSON.stringify(researcher.children[0].output).slice(1, 40);
    const writerPrompt = JSON.stringify(writer.children[0].input);
    expect(writerPrompt).toContain('User: Write a short research report on: heat pumps');
    expect(writerPrompt).toContain(`Researcher: ${researched}`);
  });

  it('retries once after a 429 with Retry-After', async () => {
    swarms.fault({ kind: 'http-status', status: 429, retryAfter: 2, times: 1 });
    const waits: number[] = [];
    const result = await researchTopic('tidal power', { baseUrl: swarms.url, apiKey: swarms.apiKey, sleep: async (milliseconds) => void waits.push(milliseconds) });
    expect(waits).toEqual([2000]);
    expect(result.authors).toEqual(['Researcher', 'Writer']);
  });

  it('surfaces an upstream outage as an error', async () => {
    swarms.fault({ kind: 'http-status', status: 503 });
    await expect(researchTopic('wind', { baseUrl: swarms.url, apiKey: swarms.apiKey, retries: 0 })).rejects.toThrow(/503/);
  });
});
