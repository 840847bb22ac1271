import { afterEach, describe, expect, it } from 'vitest';
import { AUTONOMOUS_TOOLS } from '../../../src/contract/schemas/autonomous-tools.js';
import { createScriptedModel, type ScriptedResult } from '../../../src/providers/scripted/index.js';
import { scriptedServer } from '../../support/scripted-swarm.js';
import type { TestClient } from '../../support/test-server.js';
import { calling, complete, done, lastUser, offered, plan, think, toolResults } from './loop-script.js';

let client: TestClient | undefined;
afterEach(async () => {
  await client?.server.close();
  client = undefined;
});

/** Runs one autonomous agent over a scripted model: the response and the calls the model received. */
async function runAuto(script: ScriptedResult[], config: Record<string, unknown> = {}, options: Parameters<typeof createScriptedModel>[1] = {}) {
  const model = createScriptedModel(script, options);
  client = await scriptedServer(model);
  const response = await client.post('/v1/agent/completions', {
    agent_config: { agent_name: 'Auto', model_name: 'gpt-4.1', max_loops: 'auto', ...config },
    task: 'Compare two battery chemistries.',
  });
  return { response, calls: model.calls };
}

describe('the autonomous loop (Agent._run_autonomous_loop)', () => {
  it('plans, runs a subtask only once its dependency is done, and ends with complete_task (_get_next_executable_subtask)', async () => {
    const { response, calls } = await runAuto([plan(['report', ['research']], ['research', []]), done('research'), done('report'), complete]);
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(4);
    expect(offered(calls[0])).toEqual([...AUTONOMOUS_TOOLS]);
    // Every phase leaves the choice to the model, as the framework's calls do.
    expect(calls.map((call) => call.toolChoice)).toEqual(['auto', 'auto', 'auto', 'auto']);
    expect(lastUser(calls[0])).toContain('Compare two battery chemistries.');
    expect(lastUser(calls[1])).toContain('Current subtask: research');
    expect(lastUser(calls[1])).toContain('- report: pending - do report');
    expect(toolResults(calls[1])).toEqual(['Plan created with 2 subtask(s): report, research']);
    expect(lastUser(calls[2])).toContain('Current subtask: report');
    expect(lastUser(calls[2])).toContain('- research: completed - do research');
    expect(lastUser(calls[3])).toContain('complete_task');
    const outputs = response.body.outputs;
    const summary = outputs[outputs.length - 1];
    expect(summary.role).toBe('Auto');
    expect(summary.content).toContain('All done.');
    expect(summary.content).toContain('- research: completed - do research');
    expect(outputs.filter((output: { role: string }) => output.role === 'Tool Executor')).toHaveLength(4);
  });

  it('requires a tool call in planning only when the server is set to (autonomousPlanningToolChoice, for a small local model)', async () => {
    const model = createScriptedModel(['prose first', plan(['only', []]), done('only'), complete]);
    client = await scriptedServer(model, { autonomousPlanningToolChoice: 'required' });
    const response = await client.post('/v1/agent/completions', { agent_config: { agent_name: 'Auto', max_loops: 'auto' }, task: 'Do it.' });
    expect(response.status).toBe(200);
    expect(model.calls.map((call) => call.toolChoice)).toEqual(['required', 'required', 'auto', 'auto']);
  });

  it('tells a model that thinks twice in a row to act, then goes on (max_consecutive_thinks)', async () => {
    const { response, calls } = await runAuto([plan(['only', []]), think, think, done('only'), complete]);
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(5);
    expect(lastUser(calls[2])).toContain('Current subtask: only');
    expect(lastUser(calls[3])).toContain('act now');
    expect(calls[3].messages[calls[3].messages.length - 1].role).toBe('user');
  });

  it('round-trips content through the in-memory workspace (create_file_tool, update_file_tool, read_file_tool, list_directory_tool, delete_file_tool)', async () => {
    const files = calling(
      ['create_file', { file_path: 'notes/a.md', content: 'hello' }],
      ['update_file', { file_path: '/notes/a.md', content: ' world', mode: 'append' }],
      ['read_file', { file_path: './notes/a.md' }],
      ['list_directory', { directory_path: 'notes' }],
      ['create_file', { file_path: 'notes/a.md', content: 'again' }],
      ['delete_file', { file_path: 'notes/a.md' }],
      ['read_file', { file_path: 'notes/a.md' }],
      ['read_file', { file_path: '../etc/passwd' }],
    );
    const { calls } = await runAuto([plan(['write', []]), files, done('write'), complete]);
    const results = toolResults(calls[2]).slice(1);
    expect(results[2]).toBe('hello world');
    expect(results[3]).toContain('FILE a.md (11 characters)');
    expect(results[4]).toMatch(/^Error: notes\/a.md already exists/);
    expect(results[5]).toBe('Deleted notes/a.md.');
    expect(results[6]).toBe('Error: notes/a.md does not exist.');
    expect(results[7]).toContain('outside the workspace');
  });

  it('offers only the selected tools and refuses a call to another one (the selected_tools filter of _run_autonomous_loop)', async () => {
    const { calls } = await runAuto([plan(['a', []]), calling(['create_file', { file_path: 'x', content: 'y' }]), done('a'), complete], {
      selected_tools: ['create_plan', 'subtask_done', 'complete_task'],
    });
    expect(offered(calls[0])).toEqual(['create_plan', 'subtask_done', 'complete_task']);
    expect(toolResults(calls[2])[1]).toBe('Error: create_file is not a tool the server runs for this agent; the tools are: create_plan, subtask_done, complete_task.');
  });

  it('refuses selected_tools without create_plan and subtask_done before any call (where _run_autonomous_loop would plan in vain)', async () => {
    const { response, calls } = await runAuto([], { selected_tools: ['think', 'complete_task'] });
    expect(response.status).toBe(400);
    expect(response.body.detail).toContain('leave out create_plan and subtask_done');
    expect(calls).toHaveLength(0);
  });
});

describe('the limits of the loop', () => {
  it('fails with a 502 naming the limit when no plan comes in five attempts (MAX_PLANNING_ATTEMPTS)', async () => {
    const { response, calls } = await runAuto([], {}, { fallback: 'echo' });
    expect(calls).toHaveLength(5);
    expect(response.status).toBe(502);
    expect(response.body.detail).toContain('did not call create_plan in 5 attempts');
  });

  it('answers a model that never calls a tool the same way: five planning calls, then the error (_run_autonomous_loop, MAX_PLANNING_ATTEMPTS)', async () => {
    const { response, calls } = await runAuto(['I would rather just talk.'], {}, { fallback: 'repeat-last' });
    expect(calls.map(lastUser).every((text) => text.includes('create_plan'))).toBe(true);
    expect(calls).toHaveLength(5);
    expect(response.status).toBe(502);
  });

  it('leaves a subtask pending after 20 calls and comes back to it (MAX_SUBTASK_LOOPS)', async () => {
    const talk = Array.from({ length: 20 }, () => 'still working');
    const { response, calls } = await runAuto([plan(['slow', []]), ...talk, done('slow'), complete]);
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(23);
    expect(lastUser(calls[21])).toContain('Current subtask: slow');
    expect(calls[21].messages.filter((message) => message.role === 'user' && String(message.content).includes('Current subtask: slow'))).toHaveLength(2);
    const notes = response.body.outputs.filter((output: { role: string }) => output.role === 'System').map((output: { content: string }) => output.content);
    expect(notes).toEqual(["Subtask slow was not finished after 20 iterations (the framework's limit per subtask); it stays pending."]);
  });

  it('stops cleanly at the run limit of model calls and still answers (runLimits.maxAgentTurns, ours; then _generate_final_summary without its call)', async () => {
    const model = createScriptedModel([plan(['a', []])], { fallback: 'repeat-last', respond: () => 'thinking aloud' });
    client = await scriptedServer(model, { runLimits: { maxAgentTurns: 6 } });
    const response = await client.post('/v1/agent/completions', { agent_config: { agent_name: 'Auto', max_loops: 'auto' }, task: 'Do it.' });
    expect(response.status).toBe(200);
    expect(model.calls).toHaveLength(6);
    const last = response.body.outputs.at(-1);
    expect(response.body.outputs.at(-2).content).toContain('runLimits.maxAgentTurns');
    expect(last.content).toContain('- a: pending - do a');
  });

  it('answers 422 naming the run limit of model calls when it is reached before a plan exists (runLimits.maxAgentTurns, ours)', async () => {
    const model = createScriptedModel([], { fallback: 'echo' });
    client = await scriptedServer(model, { runLimits: { maxAgentTurns: 2 } });
    const response = await client.post('/v1/agent/completions', { agent_config: { agent_name: 'Auto', max_loops: 'auto' }, task: 'Do it.' });
    expect(model.calls).toHaveLength(2);
    expect(response.status).toBe(422);
    expect(response.body.detail).toContain("reached this server's limit of 2 model calls by one autonomous agent's loop");
    expect(response.body.detail).toContain('before it had a plan');
  });

  it('names the run limit of model calls when it takes away only the summary call (runLimits.maxAgentTurns, ours; then _generate_final_summary without its call)', async () => {
    const model = createScriptedModel([plan()]);
    client = await scriptedServer(model, { runLimits: { maxAgentTurns: 1 } });
    const response = await client.post('/v1/agent/completions', { agent_config: { agent_name: 'Auto', max_loops: 'auto' }, task: 'Do it.' });
    expect(response.status).toBe(200);
    expect(model.calls).toHaveLength(1);
    const outputs = response.body.outputs as Array<{ role: string; content: unknown }>;
    expect(outputs.filter((output) => output.role === 'System').map((output) => output.content)).toEqual([
      "Stopped: the agent reached this server's limit of 1 model calls by one autonomous agent's loop (runLimits.maxAgentTurns; calls of the sub-agents it delegates to are not counted).",
    ]);
    expect(outputs.at(-1)?.role).toBe('Auto');
  });
});
