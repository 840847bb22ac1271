import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient } from '../../support/test-server.js';
import { LIVE_SETTINGS, UPSTREAM, completion } from '../../support/openai-upstream.js';
import { DECISION_SAMPLES } from '../../../src/orchestration/decision/decide.js';

afterEach(() => nock.cleanAll());

const questions = {
  team: { type: 'choice', question: 'Which team should handle this ticket?', choices: ['billing', 'support', 'sales'] },
  urgency: { type: 'score', question: 'How urgent is it?', min: 1, max: 5, legend: { '1': 'not urgent', '5': 'drop everything' } },
  refund: { type: 'noul', question: 'Is the customer asking for a refund?' },
  plain: 'Is the customer angry?',
};
const state = { ticket: 'I was charged twice this month and want my money back now!' };
const sum = (probabilities: Record<string, number>) => Object.values(probabilities).reduce((total, value) => total + value, 0);

describe('decision completions on the synthetic model (sampling path)', () => {
  it('answers every question kind with probabilities that sum to 1, deterministically', async () => {
    const client = await createTestClient({ seed: 9 });
    try {
      const response = await client.post('/v1/decision/completions', { state, questions });
      expect(response.status).toBe(200);
      const { answers } = response.body;
      expect(response.body).toMatchObject({ status: 'success', model_name: 'decision-latest', model: 'decision-1', job_id: expect.stringMatching(/^decision-/) });
      expect(['billing', 'support', 'sales']).toContain(answers.team.choice);
      expect(Math.abs(sum(answers.team.probabilities) - 1)).toBeLessThan(1e-9);
      expect(answers.team.confidence).toBe(Math.max(...(Object.values(answers.team.probabilities) as number[])));
      expect(answers.team.probabilities[answers.team.choice]).toBe(answers.team.confidence);
      expect(Object.keys(answers.urgency.probabilities)).toEqual(['1', '2', '3', '4', '5']);
      expect(Math.abs(sum(answers.urgency.probabilities) - 1)).toBeLessThan(1e-9);
      expect(answers.urgency.score).toBeGreaterThanOrEqual(1);
      expect(answers.urgency.score).toBeLessThanOrEqual(5);
      for (const name of ['refund', 'plain']) {
        expect(answers[name].noul).toBeGreaterThan(0);
        expect(answers[name].noul).toBeLessThan(1);
      }
      const { usage } = response.body;
      expect(usage.total_tokens).toBe(usage.input_tokens + usage.output_tokens);
      expect(usage.total_cost).toBeCloseTo(usage.input_cost + usage.output_cost, 6);
      const again = await client.post('/v1/decision/completions', { state, questions });
      expect(again.body.answers).toEqual(answers);
    } finally {
      await client.server.close();
    }
  });

  it('answers 400 for an unknown decision model, listing the known ones', async () => {
    const client = await createTestClient();
    try {
      const response = await client.post('/v1/decision/completions', { state, questions, model: 'decision-99' });
      expect(response.status).toBe(400);
      expect(response.body.detail).toContain('decision-latest');
    } finally {
      await client.server.close();
    }
  });
});

describe('decision completions against a live backend', () => {
  it('uses the first token log-probabilities when the backend offers them (one call per question)', async () => {
    const bodies: any[] = [];
    nock(UPSTREAM)
      .persist()
      .post('/v1/chat/completions')
      .reply(200, (_uri, body: any) => {
        bodies.push(body);
        return {
          ...completion('A', { usage: [50, 1] }),
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: 'A' },
              finish_reason: 'length',
              logprobs: { content: [{ token: 'A', logprob: Math.log(0.7), top_logprobs: [{ token: 'A', logprob: Math.log(0.7) }, { token: 'B', logprob: Math.log(0.2) }, { token: ' C', logprob: Math.log(0.1) }] }] },
            },
          ],
        };
      });
    const client = await createTestClient(LIVE_SETTINGS);
    try {
      const response = await client.post('/v1/decision/completions', { state, questions: { team: questions.team } });
      expect(response.status).toBe(200);
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({ logprobs: true, top_logprobs: 20, max_tokens: 1 });
      const { team } = response.body.answers;
      expect(team.choice).toBe('billing');
      expect(team.probabilities.billing).toBeCloseTo(0.7, 6);
      expect(team.probabilities.support).toBeCloseTo(0.2, 6);
      expect(team.probabilities.sales).toBeCloseTo(0.1, 6);
    } finally {
      await client.server.close();
    }
  });

  it('falls back to sampling when the backend returns no log-probabilities', async () => {
    let calls = 0;
    nock(UPSTREAM)
      .persist()
      .post('/v1/chat/completions')
      .reply(200, (_uri, body: any) => {
        calls += 1;
        if (!body.tools) return completion('Yes');
        const answer = calls % 4 === 0 ? 'no' : 'yes';
        return completion('', { toolCalls: [{ id: `c${calls}`, name: 'answer', arguments: JSON.stringify({ answer }) }] });
      });
    const client = await createTestClient(LIVE_SETTINGS);
    try {
      const response = await client.post('/v1/decision/completions', { state, questions: { refund: questions.refund } });
      expect(response.status).toBe(200);
      expect(calls).toBe(1 + DECISION_SAMPLES);
      expect(response.body.answers.refund.noul).toBeGreaterThan(0.5);
    } finally {
      await client.server.close();
    }
  });
});
