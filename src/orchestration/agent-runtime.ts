import { createHash, randomUUID } from 'node:crypto';
import type { CallOptions, ChatMessage, ToolDefinition } from '../providers/spec.js';
import { agentCallMessages, memoryEntry, openMemory, USER_ROLE } from './agent-framing.js';
import type { AgentDefinition } from './agent-definition.js';
import { toApiToolCalls, type ApiToolCall } from './api-tool-calls.js';
import { runAutonomousLoop } from './autonomous/autonomous-loop.js';
import { handoffExecutor } from './autonomous/handoff-executor.js';
import { handoffInstructions } from './autonomous/prompts.js';
import { callModel, type ModelCallResult } from './model-call.js';
import type { RunContext } from './run-context.js';
import { traced } from './run-tracer.js';
import { combineExecutors, noTools, type ToolExecutor } from './tools/tool-executor.js';
import { toolSourceOf } from './tools/tool-exchange.js';
import { BUILTIN_TOOLS } from './tools/builtin-tools.js';

/** The most tool rounds one agent turn may take before it must answer. */
const MAX_TOOL_ROUNDS = 8;

/** What an agent is asked to do. */
interface AgentInput {
  task: string;
  /** Earlier conversation (the caller's history, or a shared swarm conversation). */
  history?: ChatMessage[];
  images?: string[];
  /** Context placed before the task: rules, other agents' outputs. */
  context?: string;
  /** Tools swarms-local runs itself for this agent. */
  tools?: ToolExecutor;
  /** The agent that delegated this run (a sub-agent's or handoff's parent): it is a child of that agent's node. */
  parent?: string;
  /** Which run of the parent agent delegated it. */
  parentTurn?: string;
}

/** One turn of an agent: text, or the function calls it asked the caller to run. */
export interface AgentTurn {
  role: string;
  content: string | ApiToolCall[];
}

/** The result of running an agent for all of its loops. */
export interface AgentRunResult {
  agent: string;
  turns: AgentTurn[];
  /** The last turn's text (tool calls rendered as JSON). */
  output: string;
  /** An autonomous run's every step (its `turns` are its final summary alone, what a swarm's conversation takes). */
  transcript?: AgentTurn[];
}

/** The task entry: context placed before the task (rules, other agents' outputs), then the task. */
const taskText = (input: AgentInput) => (input.context ? `${input.context}\n\n${input.task}` : input.task);

/**
 * Dynamic temperature, as the framework's agent draws it before each loop (uniform in [0, 1]): here
 * drawn from the run's seed, the agent and the loop, so the same request and seed give the same
 * temperatures (and a recorded fixture's key stays the one replay computes, whatever the task).
 */
function dynamicTemperature(context: RunContext, agent: AgentDefinition, loop: number): number {
  const digest = createHash('sha256')
    .update(`${context.config.seed ?? 0}:${agent.name}:${loop}`)
    .digest();
  return Math.round((digest.readUInt16BE(0) / 0xffff) * 100) / 100;
}

/** Runs the executable tool calls of one round and appends the exchange to the conversation. */
async function runToolRound(context: RunContext, agent: AgentDefinition, turn: string, tools: ToolExecutor, result: ModelCallResult, messages: ChatMessage[]) {
  messages.push({ role: 'assistant', content: result.text, toolCalls: result.toolCalls });
  for (const call of result.toolCalls) {
    const source = (BUILTIN_TOOLS as readonly string[]).includes(call.name) ? 'builtin' : 'mcp';
    context.events({ type: 'tool-call', agent: agent.name, turn, call, source });
    const output = await traced(context, { kind: 'tool-call', agent: agent.name, tool: call.name, callId: call.id, source }, () => tools.run(call, context.signal));
    context.events({ type: 'tool-result', agent: agent.name, turn, callId: call.id, name: call.name, output, answeredFrom: toolSourceOf(call) });
    messages.push({ role: 'tool', toolCallId: call.id, content: output });
  }
}

/** What the conversation gains between two loops of an agent: its answer, and the ask to improve on it. */
export function nextLoopMessages(answer: string): ChatMessage[] {
  return [
    { role: 'assistant', content: answer },
    { role: 'user', content: 'Continue: improve and extend your previous answer.' },
  ];
}

/**
 * Runs one agent: its memory (system prompt, history, task) sent as one user message beside its
 * own system prompt, then `max_loops` turns, each seeing the earlier answers in its memory. Tools swarms-local can run (MCP, built-ins) are run and fed
 * back until the model answers; the caller's function tools end the turn with the tool calls.
 */
export function runAgent(context: RunContext, agent: AgentDefinition, input: AgentInput): Promise<AgentRunResult> {
  return traced(context, { kind: 'agent', agent: agent.name, model: agent.modelName }, () => runAgentTurns(context, agent, input));
}

/** The temperature of an agent's call: its own, or (dynamic temperature) one drawn for this loop. */
function temperatureOf(context: RunContext, agent: AgentDefinition, loop: number): number | undefined {
  return agent.dynamicTemperature ? dynamicTemperature(context, agent, loop) : agent.temperature;
}

/** One model call of an agent: its settings, these messages and tools (offered with tool_choice "auto", as the framework offers them, unless told otherwise). */
function callAgentModel(
  context: RunContext,
  agent: AgentDefinition,
  call: { turn: string; messages: ChatMessage[]; offered: ToolDefinition[]; temperature: number | undefined; toolChoice?: CallOptions['toolChoice'] },
): Promise<ModelCallResult> {
  const { turn, messages, offered, temperature, toolChoice } = call;
  return callModel(context, {
    agent: agent.name,
    turn,
    modelName: agent.modelName,
    fallbackModels: agent.fallbackModels,
    options: {
      caller: agent.name,
      messages,
      temperature,
      topP: agent.topP,
      maxTokens: agent.maxTokens,
      tools: offered.length ? offered : undefined,
      toolChoice: toolChoice ?? (offered.length ? 'auto' : undefined),
      responseFormat: agent.responseFormat,
      reasoning: agent.reasoning,
      extra: Object.keys(agent.llmArgs).length ? agent.llmArgs : undefined,
    },
  });
}

async function runAgentTurns(context: RunContext, agent: AgentDefinition, input: AgentInput): Promise<AgentRunResult> {
  // A sub-agent or handoff target runs as a child of this agent.
  // This run of the agent, apart from any other run of its name going at the same time.
  const turn = randomUUID();
  // A child is cancelled with its own signal (a failed parent cancels its sub-agents), the run's other facts shared.
  const runChild = async (child: AgentDefinition, task: string, signal: AbortSignal) =>
    (await runAgent(signal === context.signal ? context : { ...context, signal }, child, { task, parent: agent.name, parentTurn: turn })).output;
  const handoffs = agent.autonomous ? [] : (agent.handoffs ?? []);
  const tools = handoffs.length ? combineExecutors([input.tools ?? noTools, handoffExecutor(handoffs, runChild, context.signal)]) : (input.tools ?? noTools);
  // The handoff tool's instructions go with the agent's own system prompt.
  const framed = handoffs.length ? { ...agent, systemPrompt: `${agent.systemPrompt}\n\n${handoffInstructions(handoffs)}` } : agent;
  const memory = [...openMemory(context, framed, input.history), memoryEntry(context, USER_ROLE, taskText(input))];
  const offered = [...agent.tools, ...tools.definitions];
  const turns: AgentTurn[] = [];
  context.events({ type: 'agent-start', agent: agent.name, turn, ...(input.parent ? { parent: input.parent, parentTurn: input.parentTurn } : {}) });
  if (agent.autonomous) {
    let calls = 0;
    const run = await runAutonomousLoop(context, agent, {
      task: input.task,
      messages: agentCallMessages(framed, memory, input.images),
      tools,
      runChild,
      turn,
      call: (loopMessages, loopTools, toolChoice) =>
        callAgentModel(context, agent, { turn, messages: loopMessages, offered: loopTools, temperature: temperatureOf(context, agent, calls++), toolChoice }),
    });
    context.events({ type: 'agent-end', agent: agent.name, turn, content: run.output });
    return { agent: agent.name, turns: [{ role: agent.name, content: run.output }], output: run.output, transcript: run.transcript };
  }
  for (let loop = 0; loop < agent.maxLoops; loop += 1) {
    // Each loop sends the memory as it now stands; tool rounds of the loop follow it as messages.
    const messages = agentCallMessages(framed, memory, input.images);
    // Drawn once per loop, before its first call, as the framework does; tool rounds keep it.
    const temperature = temperatureOf(context, agent, loop);
    const call = () => callAgentModel(context, agent, { turn, messages, offered, temperature });
    let result = await call();
    for (let round = 0; result.toolCalls.length > 0 && result.toolCalls.every((toolCall) => tools.canRun(toolCall.name)); round += 1) {
      if (round >= MAX_TOOL_ROUNDS) break;
      await runToolRound(context, agent, turn, tools, result, messages);
      if (!agent.toolCallSummary) {
        const outputs = messages.filter((message) => message.role === 'tool').slice(-result.toolCalls.length);
        result = { ...result, text: outputs.map((message) => message.content).join('\n'), toolCalls: [] };
        break;
      }
      result = await call();
    }
    const content: AgentTurn['content'] = result.toolCalls.length > 0 ? toApiToolCalls(result.toolCalls) : result.text;
    turns.push({ role: agent.name, content });
    if (typeof content !== 'string') break;
    memory.push(memoryEntry(context, agent.name, result.text));
  }
  const last = turns[turns.length - 1];
  const output = typeof last.content === 'string' ? last.content : JSON.stringify(last.content);
  context.events({ type: 'agent-end', agent: agent.name, turn, content: last.content });
  return { agent: agent.name, turns, output };
}
