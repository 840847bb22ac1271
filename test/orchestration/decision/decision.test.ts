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

  it.each([
    [{ type: 'choice', question: 'Which team?', choices: ['billing', 'billing', 'sales'] }, 'the choice "billing" is listed twice'],
    [{ type: 'score', question: 'How urgent?', min: 5, max: 1 }, 'min (5) must be below max (1)'],
    [{ type: 'score', question: 'How urgent?', min: 3, max: 3 }, 'min (3) must be below max (3)'],
    [{ type: 'score', question: 'How urgent?', min: 0, max: 100 }, 'the scale 0..100 has 101 values; at most 26 are supported'],
  ])('answers 400 naming the question for an unanswerable one (%j)', async (question, problem) => {
    const client = await createTestClient();
    try {
      const response = await client.post('/v1/decision/completions', { state, questions: { fine: questions.refund, broken: question } });
      expect(response.status).toBe(400);
      expect(response.body.detail).toContain(`Question "broken": ${problem}`);
    } finally {
      await client.server.close();
    }
  });

  it("resolves an alias, echoes it, and prices the tokens at that decision model's listed prices", async () => {
    const client = await createTestClient({ seed: 9 });
    try {
      const listed = (await client.get('/v1/decision/models')).body.models.find((model: { aliases: string[] }) => model.aliases.includes('decision-mini'));
      const response = await client.post('/v1/decision/completions', { state, questions: { refund: questions.refund }, model_name: 'decision-mini' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ model_name: 'decision-mini', model: listed.name });
      const { usage } = response.body;
      expect(usage.input_tokens).toBeGreaterThan(0);
      expect(usage.input_cost).toBeCloseTo((usage.input_tokens * listed.input_cost_per_1m) / 1e6, 6);
      expect(usage.output_cost).toBeCloseTo((usage.output_tokens * listed.output_cost_per_1m) / 1e6, 6);
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
              logprobs: {
                content: [
                  {
                    token: 'A',
                    logprob: Math.log(0.7),
                    top_logprobs: [
                      { token: 'A', logprob: Math.log(0.7) },
                      { token: 'B', logprob: Math.log(0.2) },
                      { token: ' C', logprob: Math.log(0.1) },
                    ],
                  },
                ],
              },
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

  it('reads score and yes/no answers from the log-probabilities of their digits and Yes/No', async () => {
    const top = (alternatives: Array<[string, number]>) => alternatives.map(([token, probability]) => ({ token, logprob: Math.log(probability) }));
    nock(UPSTREAM)
      .persist()
      .post('/v1/chat/completions')
      .reply(200, (_uri, body: any) => {
        const prompt: string = body.messages.at(-1).content;
        const alternatives = prompt.includes('How urgent')
          ? top([
              ['4', 0.6],
              ['5', 0.3],
              ['3', 0.1],
            ])
          : top([
              ['Yes', 0.85],
              [' yes', 0.05],
              ['No', 0.1],
            ]);
        return {
          ...completion(alternatives[0].token),
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: alternatives[0].token },
              finish_reason: 'length',
              logprobs: { content: [{ ...alternatives[0], top_logprobs: alternatives }] },
            },
          ],
        };
      });
    const client = await createTestClient(LIVE_SETTINGS);
    try {
      const response = await client.post('/v1/decision/completions', { state, questions: { urgency: questions.urgency, refund: questions.refund } });
      expect(response.status).toBe(200);
      const { urgency, refund } = response.body.answers;
      expect(urgency).toMatchObject({ score: 4, legend: '', confidence: urgency.probabilities['4'] });
      expect(urgency.probabilities['4']).toBeCloseTo(0.6, 2);
      expect(urgency.probabilities['5']).toBeCloseTo(0.3, 2);
      // Scores outside the top alternatives keep a small share rather than exactly zero.
      for (const unseen of ['1', '2']) expect(urgency.probabilities[unseen]).toBeGreaterThan(0);
      for (const unseen of ['1', '2']) expect(urgency.probabilities[unseen]).toBeLessThan(0.01);
      expect(Math.abs(sum(urgency.probabilities) - 1)).toBeLessThan(1e-9);
      // "Yes" and " yes" are the same answer: their mass adds up.
      expect(refund.noul).toBeCloseTo(0.9, 6);
    } finally {
      await client.server.close();
    }
  });

  it('falls back to sampling when the backend returns no log-probabilities', async () => {
    let calls = 0;
    const samples: any[] = [];
    nock(UPSTREAM)
      .persist()
      .post('/v1/chat/completions')
      .reply(200, (_uri, body: any) => {
        calls += 1;
        if (body.tools) samples.push(body);
        if (!body.tools) return completion('Yes');
        const answer = calls % 4 === 0 ? 'no' : 'yes';
        return completion('', { toolCalls: [{ id: `c${calls}`, name: 'answer', arguments: JSON.stringify({ answer }) }] });
      });
    const client = await createTestClient(LIVE_SETTINGS);
    try {
      const response = await client.post('/v1/decision/completions', { state, questions: { refund: questions.refund } });
      expect(response.status).toBe(200);
      expect(calls).toBe(1 + DECISION_SAMPLES);
      // Each sample is forced through one function whose answer is an enum of the candidates, with its own seed.
      for (const sample of samples) {
        expect(sample.tool_choice).toEqual({ type: 'function', function: { name: 'answer' } });
        expect(sample.tools[0].function.parameters.properties.answer.enum).toEqual(['yes', 'no']);
      }
      expect(new Set(samples.map((sample) => sample.seed)).size).toBe(DECISION_SAMPLES);
      expect(response.body.answers.refund.noul).toBeGreaterThan(0.5);
      expect(response.body.answers.refund.noul).toBeLessThan(1);
    } finally {
      await client.server.close();
    }
  });

  it('counts a sampled answer given as the option label the prompt asks for', async () => {
    let calls = 0;
    nock(UPSTREAM)
      .persist()
      .post('/v1/chat/completions')
      .reply(200, (_uri, body: any) => {
        calls += 1;
        if (!body.tools) return completion('Perhaps');
        // Does as the prompt says: "Answer with the option's label only", picking the "support" option.
        const prompt: string = body.messages.at(-1).content;
        const label = prompt.match(/^(\S+)\. support$/m)![1];
        return completion('', { toolCalls: [{ id: `c${calls}`, name: 'answer', arguments: JSON.stringify({ answer: label }) }] });
      });
    const client = await createTestClient(LIVE_SETTINGS);
    try {
      const response = await client.post('/v1/decision/completions', { state, questions: { team: questions.team } });
      expect(response.status, response.text).toBe(200);
      expect(calls).toBe(1 + DECISION_SAMPLES);
      expect(response.body.answers.team.choice).toBe('support');
      expect(sum(response.body.answers.team.probabilities)).toBeCloseTo(1, 9);
    } finally {
      await client.server.close();
    }
  });

  it('answers 502 when no sample gives one of the candidates', async () => {
    nock(UPSTREAM)
      .persist()
      .post('/v1/chat/completions')
      .reply(200, (_uri, body: any) =>
        body.tools ? completion('', { toolCalls: [{ id: 'c', name: 'answer', arguments: JSON.stringify({ answer: 'maybe' }) }] }) : completion('Perhaps'),
      );
    const client = await createTestClient(LIVE_SETTINGS);
    try {
      const response = await client.post('/v1/decision/completions', { state, questions: { refund: questions.refund } });
      expect(response.status).toBe(502);
      expect(response.body.detail).toContain('did not return a valid decision answer');
    } finally {
      await client.server.close();
    }
  });
});
