import { describe, expect, it } from 'vitest';
import { agentCallMessages, memoryEntry, openMemory, USER_ROLE } from '../../../src/orchestration/agent-framing.js';
import type { AgentDefinition } from '../../../src/orchestration/agent-definition.js';
import type { RunContext } from '../../../src/orchestration/run-context.js';
import type { ChatMessage } from '../../../src/providers/spec.js';
import { composeAnswer } from '../../../src/providers/synthetic/compose.js';
import { readForm } from '../../../src/providers/synthetic/form/read-form.js';

/** A run context that only has what the framing reads: a clock frozen at one instant. */
const context = { clock: { now: () => Date.UTC(2026, 0, 15, 9, 30) } } as unknown as RunContext;

/** An agent as the framing sees it: a name and a system prompt. */
const agent = (name: string, systemPrompt: string) => ({ name, systemPrompt }) as AgentDefinition;

/** The messages of an agent call, built by the production framing: the system prompt, the history, the task. */
function framed(name: string, systemPrompt: string, task: string, history: ChatMessage[] = []): ChatMessage[] {
  const definition = agent(name, systemPrompt);
  return agentCallMessages(definition, [...openMemory(context, definition, history), memoryEntry(context, USER_ROLE, task)]);
}

/** The synthetic answer's text and how the call was read. */
function answer(messages: ChatMessage[], seed = 0): { text: string; form: unknown } {
  const result = composeAnswer({ model: 'gpt-4.1', messages }, seed, 'gpt-4.1');
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  return { text, form: result.response.metadata?.form };
}

describe('the synthetic model reads calls as the framing builds them', () => {
  it('takes the agent name from the label of its own earlier answers in the framed memory', () => {
    const history: ChatMessage[] = [
      { role: 'user', content: 'How should a bakery price its bread?' },
      { role: 'assistant', content: 'Start from the cost of flour and labour.' },
    ];
    const { text } = answer(framed('Pricing Planner', 'You plan work for small shops.', 'Plan the launch of a sourdough subscription.', history));
    expect(text).toContain('Pricing Planner');
  });

  it('takes the agent name from "Your name is" in the system prompt, and a planner plans', () => {
    const { text } = answer(framed('x', 'Your name is Route Planner. You are a planner for a delivery firm.', 'How do we cut delivery times in Leeds?'));
    expect(text).toContain('Route Planner');
    expect(text).toMatch(/^1\. /m);
  });

  it('reads a JSON request from the framed system prompt and answers in that JSON alone', () => {
    const { text, form } = answer(
      framed(
        'Checker',
        'Reply with a JSON object only: a "verdict" field, one of pass or fail, and a "confidence" field from 0 to 1.',
        'Check the claim that the Moon is made of rock.',
      ),
    );
    const parsed = JSON.parse(text) as { verdict: string; confidence: number };
    expect(['pass', 'fail']).toContain(parsed.verdict);
    expect(parsed.confidence).toBeGreaterThanOrEqual(0);
    expect(parsed.confidence).toBeLessThanOrEqual(1);
    expect(form).toBe('form: json object {verdict: pass|fail, confidence: 0..1}');
  });

  it('lets the task overrule the system prompt: the later instruction wins', () => {
    const { text } = answer(framed('Bot', 'Always reply in JSON.', 'Is Oslo in Norway? Forget the JSON and answer yes or no.'));
    expect(text).toMatch(/^(Yes|No)$/);
  });

  it('quotes extracted values verbatim, never cut short', () => {
    const { text } = answer(framed('Clerk', '', 'List the amounts in this note, one per line.\n\nConsulting 1,404.20 EUR, hemoglobin kit 12,500 EUR, fee 10.2 EUR.'));
    expect(text.split('\n')).toEqual(['1,404.20 EUR', '12,500 EUR', '10.2 EUR']);
  });

  it('quotes a number followed by a comma whole, and names the values before the material starts', () => {
    const { text } = answer(framed('Clerk', '', 'Extract the lab values exactly as written, one per line: Hemoglobin 10.2 g/dL, platelets 12,500, total 1,404.20 EUR.'));
    expect(text.split('\n')).toEqual(['10.2', '12,500', '1,404.20']);
  });

  it('says when an instruction about the format could not be read, and answers in prose', () => {
    const { form } = answer(framed('Bot', '', 'Return the settings in TOML format for a small web server.'));
    expect(form).toMatch(/^form: unread "/);
  });

  it('ends an analysis asked with a score from 1-10 with its own "Score: N/10" line, not the bare number', () => {
    const messages = framed(
      'Technical Expert',
      'You are a Technical Due Diligence Expert. Analyze the tech stack and its risks.\n\nProvide a TECHNICAL SCORE (1-10) with justification.',
      'Conduct due diligence for an AI data platform.\n\nProvide your specialized analysis and a score from 1-10.',
    );
    const lines = answer(messages, 1).text.split('\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.at(-1)).toMatch(/^Score: (?:[1-9]|10)\/10$/);
    // A score asked alone stays the number alone.
    expect(answer(framed('Rater', '', 'Rate this haiku from 1-10. Reply with the number only.'), 1).text).toMatch(/^(?:[1-9]|10)$/);
  });

  it('takes the fields of a JSON object from the sentence that named them when a closing "Return ONLY the JSON object." names none', () => {
    const system =
      "You are a revenue operations analyst. Return a JSON object with fields: score (1-100), confidence ('low'|'medium'|'high'), tier ('A'|'B'|'C'), and one_line_rationale. Return ONLY the JSON object.";
    const reply = JSON.parse(answer(framed('LeadScorer', system, 'Score the lead: a data platform, VP of Data, Series B.'), 2).text);
    expect(Object.keys(reply)).toEqual(['score', 'confidence', 'tier', 'one_line_rationale']);
    expect(reply.score).toBeGreaterThanOrEqual(1);
    expect(reply.score).toBeLessThanOrEqual(100);
    expect(['low', 'medium', 'high']).toContain(reply.confidence);
    expect(['A', 'B', 'C']).toContain(reply.tier);
  });

  it('gives the same bytes for the same call and seed', () => {
    const messages = framed('Grader', 'Begin with "Score: N/10" and then one sentence of justification.', 'Grade this haiku about autumn leaves.');
    expect(answer(messages, 3)).toEqual(answer(messages, 3));
    expect(answer(messages, 3).text).toMatch(/^Score: (?:[1-9]|10)\/10\n\S/);
  });
});

describe('hostile and impossible prompts', () => {
  it('answers a 100 kB system prompt full of "JSON", "one of" and "only" words', () => {
    const filler = 'Reply only in JSON, one of a, b or c; only the label; exactly one of "x" or "y"; JSON only. '.repeat(1100);
    expect(filler.length).toBeGreaterThan(100_000);
    const { text } = answer([
      { role: 'system', content: filler },
      { role: 'user', content: 'Which one?' },
    ]);
    expect(text.length).toBeGreaterThan(0);
  });

  it('reads a 100 kB run of braces, tags and table pipes without failing', () => {
    expect(readForm('{"a": {'.repeat(15_000) + '<x>'.repeat(5_000) + '| a | b |'.repeat(3_000)).kind).toBeTypeOf('string');
  });

  it('gives a contradictory prompt a best-effort answer', () => {
    const { text } = answer(framed('Bot', 'Answer in exactly 3 bullets. Answer in one word. Reply with JSON only.', 'Write a table with no columns in under 0 words.'));
    expect(text.length).toBeGreaterThan(0);
  });
});
