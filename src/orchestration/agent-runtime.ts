import { createHash } from 'node:crypto';
import type { ChatMessage, ToolCall } from '../providers/spec.js';
import { agentCallMessages, memoryEntry, openMemory, USER_ROLE } from './agent-framing.js';
import type { AgentDefinition } from './agent-definition.js';
import { callModel, type ModelCallResult } from './model-call.js';
import type { RunContext } from './run-context.js';
import { traced } from './run-tracer.js';
import { noTools, type ToolExecutor } from './tools/tool-executor.js';

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
}

/** A tool call as the API returns it (OpenAI's shape). */
interface ApiToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
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

const toApiToolCalls = (calls: ToolCall[]): ApiToolCall[] => calls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } }));

/** Runs the executable tool calls of one round and appends the exchange to the conversation. */
async function runToolRound(context: RunContext, agent: AgentDefinition, tools: ToolExecutor, result: ModelCallResult, messages: ChatMessage[]) {
  messages.push({ role: 'assistant', content: result.text, toolCalls: result.toolCalls });
  for (const call of result.toolCalls) {
    context.events({ type: 'tool-call', agent: agent.name, call, source: 'mcp' });
    const output = await traced(context, { kind: 'tool-call', agent: agent.name, tool: call.name, callId: call.id, source: 'mcp' }, () => tools.run(call, context.signal));
    context.events({ type: 'tool-result', agent: agent.name, callId: call.id, name: call.name, output });
    messages.push({ role: 'tool', toolCallId: call.id, content: output });
  }
}

/**
 * Runs one agent: its memory (system prompt, history, task) sent as one user message beside its
 * own system prompt, then `max_loops` turns, each seeing the earlier answers in its memory. Tools swarms-local can run (MCP, built-ins) are run and fed
 * back until the model answers; the caller's function tools end the turn with the tool calls.
 */
export function runAgent(context: RunContext, agent: AgentDefinition, input: AgentInput): Promise<AgentRunResult> {
  return traced(context, { kind: 'agent', agent: agent.name, model: agent.modelName }, () => runAgentTurns(context, agent, input));
}

async function runAgentTurns(context: RunContext, agent: AgentDefinition, input: AgentInput): Promise<AgentRunResult> {
  const tools = input.tools ?? noTools;
  const memory = [...openMemory(context, agent, input.history), memoryEntry(context, USER_ROLE, taskText(input))];
  const offered = [...agent.tools, ...tools.definitions];
  const turns: AgentTurn[] = [];
  context.events({ type: 'agent-start', agent: agent.name });
  for (let loop = 0; loop < agent.maxLoops; loop += 1) {
    // Each loop sends the memory as it now stands; tool rounds of the loop follow it as messages.
    const messages = agentCallMessages(agent, memory, input.images);
    // Drawn once per loop, before its first call, as the framework does; tool rounds keep it.
    const temperature = agent.dynamicTemperature ? dynamicTemperature(context, agent, loop) : agent.temperature;
    const call = () =>
      callModel(context, {
        agent: agent.name,
        modelName: agent.modelName,
        fallbackModels: agent.fallbackModels,
        options: {
          caller: agent.name,
          messages,
          temperature,
          topP: agent.topP,
          maxTokens: agent.maxTokens,
          tools: offered.length ? offered : undefined,
          // The framework offers an agent's tools with tool_choice "auto".
          toolChoice: offered.length ? 'auto' : undefined,
          responseFormat: agent.responseFormat,
          reasoning: agent.reasoning,
          extra: Object.keys(agent.llmArgs).length ? agent.llmArgs : undefined,
        },
      });
    let result = await call();
    for (let round = 0; result.toolCalls.length > 0 && result.toolCalls.every((toolCall) => tools.canRun(toolCall.name)); round += 1) {
      if (round >= MAX_TOOL_ROUNDS) break;
      await runToolRound(context, agent, tools, result, messages);
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
  context.events({ type: 'agent-end', agent: agent.name, content: last.content });
  return { agent: agent.name, turns, output };
}
