import { describe, expect, it } from 'vitest';
import { agentBatchSchema, agentCompletionSchema } from '../../src/contract/schemas/agent-completion.js';
import { decisionRequestSchema } from '../../src/contract/schemas/decision.js';
import { graphWorkflowRequestSchema } from '../../src/contract/schemas/graph-workflow.js';
import { reasoningRequestSchema } from '../../src/contract/schemas/reasoning.js';
import { swarmSpecSchema } from '../../src/contract/schemas/swarm-spec.js';
import { validateBody } from '../../src/contract/fastapi/validate.js';

/** The 422 detail list of a body that must fail. */
function detailOf(schema: Parameters<typeof validateBody>[0], body: unknown) {
  const result = validateBody(schema, body);
  if (result.ok) throw new Error(`expected a validation failure, got ${JSON.stringify(result.value)}`);
  return result.detail;
}

const agentField = (field: string, value: unknown) => detailOf(agentCompletionSchema, { task: 'x', agent_config: { [field]: value } });

describe('pydantic v2 type errors', () => {
  it.each([
    ['max_tokens', 'lots', 'int_parsing', 'Input should be a valid integer, unable to parse string as an integer'],
    ['max_tokens', 1.5, 'int_from_float', 'Input should be a valid integer, got a number with a fractional part'],
    ['max_tokens', [1], 'int_type', 'Input should be a valid integer'],
    ['temperature', 'hot', 'float_parsing', 'Input should be a valid number, unable to parse string as a number'],
    ['temperature', { value: 1 }, 'float_type', 'Input should be a valid number'],
    ['temperature', Number.NaN, 'finite_number', 'Input should be a finite number'],
    ['max_tokens', Number.POSITIVE_INFINITY, 'finite_number', 'Input should be a finite number'],
    ['agent_name', 7, 'string_type', 'Input should be a valid string'],
    ['streaming_on', 'maybe', 'bool_parsing', 'Input should be a valid boolean, unable to interpret input'],
    ['streaming_on', 2, 'bool_parsing', 'Input should be a valid boolean, unable to interpret input'],
    ['streaming_on', [], 'bool_type', 'Input should be a valid boolean'],
    ['tags', 'one-tag', 'list_type', 'Input should be a valid list'],
    ['llm_args', 'x', 'dict_type', 'Input should be a valid dictionary'],
  ])('%s = %j is %s', (field, value, type, msg) => {
    expect(agentField(field, value)).toEqual([{ type, loc: ['body', 'agent_config', field], msg, input: value }]);
  });

  it('names the model class in model_type for a nested object of the wrong kind', () => {
    expect(detailOf(agentCompletionSchema, { agent_config: 'gpt-4.1' })).toEqual([
      { type: 'model_type', loc: ['body', 'agent_config'], msg: 'Input should be a valid dictionary or instance of AgentSpec', input: 'gpt-4.1', ctx: { class_name: 'AgentSpec' } },
    ]);
    expect(agentField('mcp_config', 5)).toEqual([
      {
        type: 'model_type',
        loc: ['body', 'agent_config', 'mcp_config'],
        msg: 'Input should be a valid dictionary or instance of McpConfig',
        input: 5,
        ctx: { class_name: 'McpConfig' },
      },
    ]);
  });

  it('keeps the keys of each item in FastAPI order: type, loc, msg, input, ctx', () => {
    const [item] = detailOf(swarmSpecSchema, { max_loops: 60 });
    expect(Object.keys(item)).toEqual(['type', 'loc', 'msg', 'input', 'ctx']);
  });
});

describe('pydantic v2 constraint errors', () => {
  it('reports a 101-character swarm name as string_too_long', () => {
    const name = 'n'.repeat(101);
    expect(detailOf(swarmSpecSchema, { name })).toEqual([
      { type: 'string_too_long', loc: ['body', 'name'], msg: 'String should have at most 100 characters', input: name, ctx: { max_length: 100 } },
    ]);
  });

  it('accepts a 100-character swarm name and max_loops of 50', () => {
    expect(validateBody(swarmSpecSchema, { name: 'n'.repeat(100), max_loops: 50 }).ok).toBe(true);
  });

  it('reports max_loops over 50 as less_than_equal', () => {
    expect(detailOf(swarmSpecSchema, { max_loops: 51 })).toEqual([
      { type: 'less_than_equal', loc: ['body', 'max_loops'], msg: 'Input should be less than or equal to 50', input: 51, ctx: { le: 50 } },
    ]);
  });

  it('reports a reasoning num_samples below 1 as greater_than_equal', () => {
    expect(detailOf(reasoningRequestSchema, { num_samples: 0 })).toEqual([
      { type: 'greater_than_equal', loc: ['body', 'num_samples'], msg: 'Input should be greater than or equal to 1', input: 0, ctx: { ge: 1 } },
    ]);
  });

  it('reports more than 2000 agents as too_long with the actual length', () => {
    const agents = Array.from({ length: 2001 }, () => ({}));
    expect(detailOf(swarmSpecSchema, { agents })).toEqual([
      {
        type: 'too_long',
        loc: ['body', 'agents'],
        msg: 'List should have at most 2000 items after validation, not 2001',
        input: agents,
        ctx: { field_type: 'List', max_length: 2000, actual_length: 2001 },
      },
    ]);
  });

  it('lists the accepted values of an enum the way pydantic joins them', () => {
    expect(detailOf(swarmSpecSchema, { service_tier: 'gold' })).toEqual([
      { type: 'enum', loc: ['body', 'service_tier'], msg: "Input should be 'standard' or 'flex'", input: 'gold', ctx: { expected: "'standard' or 'flex'" } },
    ]);
  });

  it('rejects an unknown swarm_type naming every accepted type, the last after "or"', () => {
    const [error] = detailOf(swarmSpecSchema, { swarm_type: 'BogusSwarm' });
    expect(error).toMatchObject({ type: 'enum', loc: ['body', 'swarm_type'], input: 'BogusSwarm' });
    expect(error.msg.startsWith("Input should be 'AgentRearrange', 'MixtureOfAgents', 'SpreadSheetSwarm', ")).toBe(true);
    expect(error.msg.endsWith("'RoundRobin' or 'PlannerWorkerSwarm'")).toBe(true);
    expect(error.msg).toContain("'HiearchicalSwarm'");
    expect(error.ctx).toEqual({ expected: error.msg.slice('Input should be '.length) });
  });

  it('reports a missing required field with the enclosing object as input', () => {
    const edge = { source: 'a' };
    expect(detailOf(graphWorkflowRequestSchema, { edges: [edge] })).toEqual([{ type: 'missing', loc: ['body', 'edges', 0, 'target'], msg: 'Field required', input: edge }]);
  });
});

describe('where errors are located', () => {
  it('walks into agents[i] and reports every problem of the body, not just the first', () => {
    expect(detailOf(swarmSpecSchema, { name: 'n'.repeat(101), agents: [{ agent_name: 'A' }, { agent_name: 7, temperature: 'hot' }, 'not an agent'] })).toEqual([
      { type: 'string_too_long', loc: ['body', 'name'], msg: 'String should have at most 100 characters', input: 'n'.repeat(101), ctx: { max_length: 100 } },
      { type: 'string_type', loc: ['body', 'agents', 1, 'agent_name'], msg: 'Input should be a valid string', input: 7 },
      { type: 'float_parsing', loc: ['body', 'agents', 1, 'temperature'], msg: 'Input should be a valid number, unable to parse string as a number', input: 'hot' },
      {
        type: 'model_type',
        loc: ['body', 'agents', 2],
        msg: 'Input should be a valid dictionary or instance of AgentSpec',
        input: 'not an agent',
        ctx: { class_name: 'AgentSpec' },
      },
    ]);
  });

  it('puts the item index first for a bare-array batch body', () => {
    expect(detailOf(agentBatchSchema, [{ task: 'ok' }, { agent_config: { temperature: 'warm' } }])).toEqual([
      { type: 'float_parsing', loc: ['body', 1, 'agent_config', 'temperature'], msg: 'Input should be a valid number, unable to parse string as a number', input: 'warm' },
    ]);
  });

  it('answers a body of the wrong kind at ["body"]', () => {
    expect(detailOf(agentCompletionSchema, ['x'])).toEqual([
      { type: 'model_attributes_type', loc: ['body'], msg: 'Input should be a valid dictionary or object to extract fields from', input: ['x'] },
    ]);
    expect(detailOf(agentBatchSchema, { task: 'x' })).toEqual([{ type: 'list_type', loc: ['body'], msg: 'Input should be a valid list', input: { task: 'x' } }]);
  });

  it('answers no body at all, or a JSON null, with missing at ["body"] and input null', () => {
    expect(detailOf(swarmSpecSchema, undefined)).toEqual([{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }]);
    expect(detailOf(agentBatchSchema, null)).toEqual([{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }]);
  });
});

describe('unions, reported member by member as pydantic does', () => {
  it('names each member of a failed union in loc', () => {
    expect(detailOf(agentCompletionSchema, { history: 5 })).toEqual([
      { type: 'dict_type', loc: ['body', 'history', 'dict[str,any]'], msg: 'Input should be a valid dictionary', input: 5 },
      { type: 'list_type', loc: ['body', 'history', 'list[dict[str,any]]'], msg: 'Input should be a valid list', input: 5 },
    ]);
  });

  it('reports an absent required union field as one missing error at the field, not one per member', () => {
    const body = { questions: { a: 'Is it?' } };
    expect(detailOf(decisionRequestSchema, body)).toEqual([{ type: 'missing', loc: ['body', 'state'], msg: 'Field required', input: body }]);
  });

  it('walks into the {connections} shape of mcp_configs', () => {
    const mcpConfigs = { connections: [{ url: 5 }] };
    expect(agentField('mcp_configs', mcpConfigs)).toEqual([
      { type: 'list_type', loc: ['body', 'agent_config', 'mcp_configs', 'list[McpConfig]'], msg: 'Input should be a valid list', input: mcpConfigs },
      { type: 'string_type', loc: ['body', 'agent_config', 'mcp_configs', 'MultipleMcpConfigs', 'connections', 0, 'url'], msg: 'Input should be a valid string', input: 5 },
    ]);
  });

  it('reports an unknown or absent question type with the tags that exist', () => {
    const unknown = { type: 'rank', question: 'q' };
    const untyped = { question: 'q' };
    const tagged = 'tagged-union[ChoiceQuestion,ScoreQuestion,NoulQuestion]';
    expect(detailOf(decisionRequestSchema, { state: 's', questions: { a: unknown, b: untyped } })).toEqual([
      { type: 'string_type', loc: ['body', 'questions', 'a', 'str'], msg: 'Input should be a valid string', input: unknown },
      {
        type: 'union_tag_invalid',
        loc: ['body', 'questions', 'a', tagged],
        msg: "Input tag 'rank' found using 'type' does not match any of the expected tags: 'choice', 'score', 'noul'",
        input: unknown,
        ctx: { discriminator: "'type'", tag: 'rank', expected_tags: "'choice', 'score', 'noul'" },
      },
      { type: 'string_type', loc: ['body', 'questions', 'b', 'str'], msg: 'Input should be a valid string', input: untyped },
      {
        type: 'union_tag_not_found',
        loc: ['body', 'questions', 'b', tagged],
        msg: "Unable to extract tag using discriminator 'type'",
        input: untyped,
        ctx: { discriminator: "'type'" },
      },
    ]);
  });

  it('puts the tag of the chosen member into loc when a tagged member is invalid', () => {
    const question = { type: 'choice', question: 'q' };
    expect(detailOf(decisionRequestSchema, { state: 's', questions: { a: question } })).toContainEqual({
      type: 'missing',
      loc: ['body', 'questions', 'a', 'tagged-union[ChoiceQuestion,ScoreQuestion,NoulQuestion]', 'choice', 'choices'],
      msg: 'Field required',
      input: question,
    });
  });
});

describe('lax input, as FastAPI accepts it', () => {
  it('coerces numeric strings, boolean words and booleans for numbers', () => {
    const result = validateBody(agentCompletionSchema, {
      agent_config: { max_tokens: '40', temperature: ' 0.5 ', streaming_on: 'false', reasoning_enabled: 'yes', max_loops: true },
    });
    expect(result).toMatchObject({ ok: true, value: { agent_config: { max_tokens: 40, temperature: 0.5, streaming_on: false, reasoning_enabled: true, max_loops: 1 } } });
  });

  it('reads an integer string with zeros after the point, but not one with a fraction or an exponent', () => {
    expect(validateBody(agentCompletionSchema, { agent_config: { max_tokens: '300.0' } })).toMatchObject({ ok: true, value: { agent_config: { max_tokens: 300 } } });
    expect(agentField('max_tokens', '2.5')[0].type).toBe('int_parsing');
    expect(agentField('max_tokens', '1e3')[0].type).toBe('int_parsing');
    expect(validateBody(agentCompletionSchema, { agent_config: { temperature: '5e-1' } })).toMatchObject({ ok: true, value: { agent_config: { temperature: 0.5 } } });
  });

  it('does not coerce numbers into strings', () => {
    expect(agentField('system_prompt', 12)[0].type).toBe('string_type');
  });

  it('ignores unknown fields at every level', () => {
    const result = validateBody(swarmSpecSchema, { task: 'x', surprise: 1, agents: [{ agent_name: 'A', wings: 2 }] });
    expect(result).toEqual({ ok: true, value: { task: 'x', agents: [{ agent_name: 'A' }] } });
  });

  it('treats keys named after Object.prototype members as unknown fields, never as schema lookups', () => {
    const body = JSON.parse('{"task": "x", "__proto__": {"polluted": 1}, "constructor": 1, "toString": "x", "agent_config": {"hasOwnProperty": 1, "llm_args": {"__proto__": 5}}}');
    const result = validateBody(agentCompletionSchema, body);
    expect(result.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(detailOf(agentCompletionSchema, JSON.parse('{"__proto__": 1, "task": 5}'))).toEqual([
      { type: 'string_type', loc: ['body', 'task'], msg: 'Input should be a valid string', input: 5 },
    ]);
  });
});
