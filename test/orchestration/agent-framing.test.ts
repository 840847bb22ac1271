import { describe, expect, it } from 'vitest';
import { createScriptedModel } from '../../src/providers/scripted/index.js';
import { scriptedServer } from '../support/scripted-swarm.js';

const STAMP = String.raw`\[\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\]`;

describe("an agent call is framed as the framework's agent sends it", () => {
  it('its own system prompt, then ONE user message of its timestamped memory: System, the history, the task, then its earlier loops', async () => {
    const model = createScriptedModel([], { respond: (_options, index) => `answer ${index + 1}` });
    const client = await scriptedServer(model);
    try {
      const response = await client.post('/v1/agent/completions', {
        agent_config: { agent_name: 'A', description: 'Not sent', system_prompt: 'You are A.', max_loops: 2 },
        history: [
          { role: 'user', content: 'Earlier question' },
          { role: 'assistant', content: 'Earlier answer' },
        ],
        task: 'Plan a park.',
      });
      expect(response.status).toBe(200);
    } finally {
      await client.server.close();
    }
    expect(model.calls).toHaveLength(2);
    const [first, second] = model.calls;
    expect(first.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(first.messages[0].content).toBe('You are A.');
    expect(first.messages[1].content).toMatch(
      new RegExp(`^${STAMP} System: You are A\\.\\n\\n${STAMP} Human: Earlier question\\n\\n${STAMP} A: Earlier answer\\n\\n${STAMP} Human: Plan a park\\.$`),
    );
    expect(second.messages).toHaveLength(2);
    expect(second.messages[1].content).toMatch(new RegExp(`\\n\\n${STAMP} Human: Plan a park\\.\\n\\n${STAMP} A: answer 1$`));
  });
});
