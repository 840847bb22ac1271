import { describe, expect, it } from 'vitest';
import { fieldPath, unknownFields } from '../../src/contract/fastapi/unknown-fields.js';
import { agentCompletionSchema } from '../../src/contract/schemas/agent-completion.js';
import { swarmSpecSchema } from '../../src/contract/schemas/swarm-spec.js';
import { chatCompletionRequestSchema } from '../../src/contract/schemas/chat-completions.js';

const pathsOf = (found: ReturnType<typeof unknownFields>) => found.map((field) => fieldPath(field.loc));

describe('fields a request body carries that its schema does not declare', () => {
  it('are found at any depth, in body order, each with the declared name it is close to', () => {
    const found = unknownFields(swarmSpecSchema, { swarm_tpye: 'GroupChat', task: 't', agents: [{ agent_name: 'A' }, { agent_name: 'B', modle_name: 'gpt-4o' }] });
    expect(pathsOf(found)).toEqual(['swarm_tpye', 'agents[1].modle_name']);
    expect(found.map((field) => field.suggestion)).toEqual(['swarm_type', 'model_name']);
  });

  it('have no suggestion when no declared name is close', () => {
    expect(unknownFields(agentCompletionSchema, { task: 't', agent_config: { agent_name: 'A' }, colour: 'blue' })).toEqual([{ loc: ['colour'], suggestion: undefined }]);
  });

  it('are none in a body that only uses declared fields, nor inside fields the schema leaves open', () => {
    const body = {
      task: 't',
      swarm_type: 'HierarchicalSwarm',
      director_settings: { anything: 1 },
      messages: [{ role: 'user', content: 'hi', extra: true }],
      agents: [{ agent_name: 'A', model_name: 'gpt-4o' }],
    };
    expect(unknownFields(swarmSpecSchema, body)).toEqual([]);
  });

  it('are found in every item of a list body and in OpenAI chat messages', () => {
    expect(pathsOf(unknownFields(swarmSpecSchema.array(), [{ task: 't' }, { tsk: 't' }]))).toEqual(['[1].tsk']);
    expect(pathsOf(unknownFields(chatCompletionRequestSchema, { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }], temprature: 0 }))).toEqual(['temprature']);
  });
});
