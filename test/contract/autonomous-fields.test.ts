import { describe, expect, it } from 'vitest';
import { agentCompletionSchema } from '../../src/contract/schemas/agent-completion.js';
import { AUTONOMOUS_TOOLS, selectedTools } from '../../src/contract/schemas/autonomous-tools.js';
import { graphWorkflowRequestSchema } from '../../src/contract/schemas/graph-workflow.js';
import { swarmSpecSchema } from '../../src/contract/schemas/swarm-spec.js';
import { validateBody } from '../../src/contract/fastapi/validate.js';

const agentBody = (config: Record<string, unknown>) => ({ task: 'x', agent_config: config });

function detailOf(body: unknown, schema: Parameters<typeof validateBody>[0] = agentCompletionSchema) {
  const result = validateBody(schema, body);
  if (result.ok) throw new Error(`expected a validation failure, got ${JSON.stringify(result.value)}`);
  return result.detail;
}

describe('max_loops: an integer or "auto"', () => {
  it('accepts "auto" and integers on an agent, a swarm agent and a graph node', () => {
    expect(validateBody(agentCompletionSchema, agentBody({ max_loops: 'auto' })).ok).toBe(true);
    expect(validateBody(agentCompletionSchema, agentBody({ max_loops: 3 })).ok).toBe(true);
    expect(validateBody(swarmSpecSchema, { task: 'x', agents: [{ agent_name: 'A', max_loops: 'auto' }] }).ok).toBe(true);
    expect(validateBody(graphWorkflowRequestSchema, { task: 'x', agents: [{ agent_name: 'A', max_loops: 'auto' }] }).ok).toBe(true);
  });

  it('refuses any other string with one error per member of the union, as pydantic does', () => {
    const detail = detailOf(agentBody({ max_loops: 'forever' }));
    expect(detail.map((item) => item.loc.join('.'))).toEqual(['body.agent_config.max_loops.int', "body.agent_config.max_loops.literal['auto']"]);
    expect(detail[1].msg).toBe("Input should be 'auto'");
  });
});

describe('selected_tools', () => {
  it('takes "all", one name or a list of names', () => {
    for (const value of ['all', 'think', ['create_plan', 'subtask_done']]) expect(validateBody(agentCompletionSchema, agentBody({ selected_tools: value })).ok).toBe(true);
    expect(selectedTools('all')).toEqual([...AUTONOMOUS_TOOLS]);
    expect(selectedTools(['subtask_done', 'create_plan'])).toEqual(['create_plan', 'subtask_done']);
  });

  it('names an unknown tool and lists the known ones', () => {
    const [item] = detailOf(agentBody({ selected_tools: ['create_plan', 'web_browse'] }));
    expect(item.loc).toEqual(['body', 'agent_config', 'selected_tools']);
    expect(item.msg).toContain("unknown tool 'web_browse'");
    for (const name of AUTONOMOUS_TOOLS) expect(item.msg).toContain(name);
  });

  it('refuses run_bash and grep as not permitted', () => {
    const detail = detailOf(agentBody({ selected_tools: ['run_bash', 'grep'] }));
    expect(detail.map((item) => item.msg)).toEqual([expect.stringContaining('run_bash is not permitted'), expect.stringContaining('grep is not permitted')]);
  });
});

describe('handoffs', () => {
  it('takes full agent specifications and checks their fields', () => {
    expect(validateBody(agentCompletionSchema, agentBody({ handoffs: [{ agent_name: 'Billing', model_name: 'gpt-4.1', max_loops: 1 }] })).ok).toBe(true);
    const [item] = detailOf(agentBody({ handoffs: [{ agent_name: 'Billing', temperature: 'warm' }] }));
    expect(item.loc).toEqual(['body', 'agent_config', 'handoffs', 0, 'temperature']);
  });
});
