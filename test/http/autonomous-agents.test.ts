import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/test-server.js';

const client = useTestServer({ seed: 7 });
const run = {
  agent_config: { agent_name: 'Research-Coordinator', description: 'Coordinates research', model_name: 'gpt-4.1', max_loops: 'auto', max_tokens: 8192, temperature: 0.3 },
  task: 'Research the current state of quantum computing hardware and compile a summary.',
};

/** Parses an SSE body into frames. */
const frames = (text: string) =>
  text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => ({ event: block.match(/^event: (.+)$/m)?.[1], data: JSON.parse(block.match(/^data: (.*)$/m)?.[1] ?? 'null') }));

type Output = { role: string; content: string | Array<{ function: { name: string; arguments: string } }> };
const callsOf = (outputs: Output[]) =>
  outputs.flatMap((output) => (Array.isArray(output.content) ? output.content.map((call) => ({ name: call.function.name, args: JSON.parse(call.function.arguments) })) : []));
const resultsOf = (outputs: Output[], tool: string) =>
  outputs
    .filter((output) => output.role === 'Tool Executor' && String(output.content).startsWith(`${tool} result: `))
    .map((output) => String(output.content).slice(tool.length + 9));

describe('an autonomous agent on the synthetic model (max_loops "auto")', () => {
  it('plans 2 to 4 subtasks, writes notes and reads them back, delegates to sub-agents and ends with complete_task', async () => {
    const response = await client().post('/v1/agent/completions', run);
    expect(response.status).toBe(200);
    const outputs: Output[] = response.body.outputs;
    const calls = callsOf(outputs);
    expect(calls[0].name).toBe('create_plan');
    const steps = calls[0].args.steps as Array<{ step_id: string; dependencies: string[] }>;
    expect(steps.length).toBeGreaterThanOrEqual(2);
    expect(steps.length).toBeLessThanOrEqual(4);
    expect(calls.filter((call) => call.name === 'subtask_done').map((call) => call.args.task_id)).toEqual(steps.map((step) => step.step_id));
    const written = calls.find((call) => call.name === 'create_file' && call.args.file_path === `notes/${steps[0].step_id}.md`);
    expect(resultsOf(outputs, 'read_file')[0]).toBe(written?.args.content);
    expect(resultsOf(outputs, 'assign_task')[0]).toMatch(/^Completed 2 task assignment\(s\):/);
    expect(calls.at(-1)?.name).toBe('complete_task');
    expect(outputs.at(-1)?.role).toBe('Research-Coordinator');
    expect(outputs.at(-1)?.content).toContain(`All ${steps.length} subtasks are done.`);
    expect(response.body.usage.total_tokens).toBeGreaterThan(0);
  });

  it('gives the same outputs for the same request and seed', async () => {
    const contents = async () => ((await client().post('/v1/agent/completions', run)).body.outputs as Output[]).map((output) => [output.role, output.content]);
    expect(await contents()).toEqual(await contents());
  });

  it('streams its loop steps, then the usual usage, end and done frames', async () => {
    const response = await client().post('/v1/agent/completions', { ...run, stream: true });
    const sent = frames(response.text);
    const steps = sent.filter((frame) => frame.event === 'step').map((frame) => frame.data);
    expect(steps.filter((step) => step.kind === 'phase').map((step) => step.phase)).toEqual(['planning', 'execution', 'summary']);
    expect(steps.some((step) => step.kind === 'tool' && step.tool === 'create_file')).toBe(true);
    expect(steps.find((step) => step.kind === 'workspace')?.files).toEqual(expect.objectContaining({}));
    expect(sent.slice(-3).map((frame) => frame.event)).toEqual(['usage', 'end', 'done']);
    expect(sent.at(-2)?.data.outputs.at(-1).content).toContain('subtasks are done');
  });

  it('journals the loop as a tree: phases, subtasks with their tool calls, sub-agents under the subtask that created them, the workspace', async () => {
    await client().post('/v1/agent/completions', { ...run, task: `${run.task} (journal)` });
    const [request] = (await client().get('/_swarms-local/journal?endpoint=/v1/agent/completions')).body.requests;
    const [agent] = request.children;
    expect(agent.kind).toBe('agent');
    expect(agent.children.filter((node: { kind: string }) => node.kind === 'step').map((node: { name: string }) => node.name)).toEqual(['planning', 'execution', 'summary']);
    const execution = agent.children.find((node: { name: string }) => node.name === 'execution');
    const subtasks = execution.children.filter((node: { name: string }) => node.name.startsWith('subtask '));
    expect(subtasks.length).toBeGreaterThanOrEqual(2);
    expect(subtasks[0].children.map((node: { kind: string; name: string }) => `${node.kind}:${node.name}`)).toContain('tool-call:create_file');
    const last = subtasks.at(-1);
    expect(last.children.filter((node: { kind: string }) => node.kind === 'agent')).toHaveLength(2);
    expect(Object.keys(agent.attributes.workspace)).toEqual(expect.arrayContaining(['notes/step-1.md', 'notes/step-2.md']));
  });

  it('runs an autonomous agent inside a swarm, its summary being its entry in the conversation', async () => {
    const response = await client().post('/v1/swarm/completions', {
      swarm_type: 'SequentialWorkflow',
      task: 'Assess sodium-ion batteries for grid storage.',
      agents: [
        { agent_name: 'Auto-Analyst', model_name: 'gpt-4.1', max_loops: 'auto', selected_tools: ['create_plan', 'subtask_done', 'complete_task'] },
        { agent_name: 'Editor', model_name: 'gpt-4.1' },
      ],
    });
    expect(response.status).toBe(200);
    const entry = response.body.output.find((message: { role: string }) => message.role === 'Auto-Analyst');
    expect(entry.content).toContain('subtasks are done');
    const streamed = frames(
      (
        await client().post('/v1/swarm/completions', {
          swarm_type: 'SequentialWorkflow',
          task: 'Assess it.',
          agents: [{ agent_name: 'Auto-Analyst', max_loops: 'auto' }],
          stream: true,
        })
      ).text,
    );
    expect(streamed.filter((frame) => frame.event === 'step' && frame.data.kind === 'phase').map((frame) => frame.data.phase)).toEqual(['planning', 'execution', 'summary']);
  });

  it('refuses a max_loops that is neither an integer nor "auto", and an unknown selected tool, with 422s that say so', async () => {
    const loops = await client().post('/v1/agent/completions', { ...run, agent_config: { ...run.agent_config, max_loops: 'forever' } });
    expect(loops.status).toBe(422);
    expect(loops.body.detail.map((item: { msg: string }) => item.msg)).toContain("Input should be 'auto'");
    const tools = await client().post('/v1/agent/completions', { ...run, agent_config: { ...run.agent_config, selected_tools: ['run_bash'] } });
    expect(tools.status).toBe(422);
    expect(tools.body.detail[0].msg).toContain('run_bash is not permitted');
  });

  it('refuses a swarm agent whose selected_tools leave out create_plan, before any call', async () => {
    const response = await client().post('/v1/swarm/completions', {
      swarm_type: 'ConcurrentWorkflow',
      task: 'Assess sodium-ion batteries.',
      agents: [{ agent_name: 'Thinker', max_loops: 'auto', selected_tools: ['think', 'subtask_done'] }],
    });
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe(
      'Agent "Thinker" runs with max_loops "auto" but its selected_tools leave out create_plan, without which the autonomous loop cannot plan and finish subtasks; add them (or send "all").',
    );
  });
});

describe('the chat completions extension max_loops "auto"', () => {
  it('runs the conversation through the autonomous loop and answers its final summary, the usage of every call counted', async () => {
    const messages = [
      { role: 'system', content: 'You coordinate research.' },
      { role: 'user', content: 'Research the current state of quantum computing hardware and compile a summary.' },
    ];
    const single = await client().post('/v1/chat/completions', { model: 'gpt-4.1', messages });
    const auto = await client().post('/v1/chat/completions', { model: 'gpt-4.1', messages, max_loops: 'auto' });
    expect(auto.status, auto.text).toBe(200);
    expect(auto.body.choices[0].message.content).toContain('subtasks are done');
    expect(auto.body.choices[0].finish_reason).toBe('stop');
    expect(auto.body.usage.completion_tokens).toBeGreaterThan(single.body.usage.completion_tokens);
    const { requests } = (await client().get('/_swarms-local/journal?endpoint=/v1/chat/completions')).body;
    const autonomous = requests.find((request: { input?: { max_loops?: unknown } }) => request.input?.max_loops === 'auto');
    expect(JSON.stringify(autonomous)).toContain('create_plan');
  });
});
