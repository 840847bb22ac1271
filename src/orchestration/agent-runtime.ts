import { createHash } from 'node:crypto';
import type { CallOptions, ChatMessage, ContentPart, ToolCall, ToolDefinition } from '../providers/spec.js';
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

/** The system prompt: the agent's identity, then its own prompt. */
export function systemPromptOf(agent: AgentDefinition): string {
  return [
    `Your name: ${agent.name}`,
    agent.description ? `Your description: ${agent.description}` : '',
    agent.role && agent.role !== 'worker' ? `Your role: ${agent.role}` : '',
    agent.systemPrompt,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function userMessage(input: AgentInput): ChatMessage {
  const text = input.context ? `${input.context}\n\n${input.task}` : input.task;
  if (!input.images?.length) return { role: 'user', content: text };
  const parts: ContentPart[] = [{ type: 'text', text }, ...input.images.map((url) => ({ type: 'image' as const, url }))];
  return { role: 'user', content: parts };
}

/** Dynamic temperature: a deterministic value in [0, 1] per agent and loop. */
function dynamicTemperature(agent: AgentDefinition, loop: number): number {
  const digest = createHash('sha256').update(`${agent.name}:${loop}`).digest();
  return Math.round((digest.readUInt16BE(0) / 0xffff) * 100) / 100;
}

/** Runs the executable tool calls of one round and appends the exchange to the conversation. */
async function runToolRound(context: RunContext, agent: AgentDefinition, tools: ToolExecutor, result: ModelCallResult, messages: ChatMessage[]) {
  messages.push({ role: 'assistant', content: result.text, toolCalls: result.toolCalls });
  for (const call of result.toolCalls) {
    const source = (BUILTIN_TOOLS as readonly string[]).includes(call.name) ? 'builtin' : 'mcp';
    context.events({ type: 'tool-call', agent: agent.name, call, source });
    const output = await traced(context, { kind: 'tool-call', agent: agent.name, tool: call.name, callId: call.id, source }, () => tools.run(call, context.signal));
    context.events({ type: 'tool-result', agent: agent.name, callId: call.id, name: call.name, output, answeredFrom: toolSourceOf(call) });
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
 * Runs one agent: system prompt, history, task (with images), then `max_loops` turns, each
 * continuing from its own output. Tools swarms-local can run (MCP, built-ins) are run and fed
 * back until the model answers; the caller's function tools end the turn with the tool calls.
 */
export function runAgent(context: RunContext, agent: AgentDefinition, input: AgentInput): Promise<AgentRunResult> {
  return traced(context, { kind: 'agent', agent: agent.name, model: agent.modelName }, () => runAgentTurns(context, agent, input));
}

/** One model call of an agent: its settings, these messages and these tools; `loop` varies a dynamic temperature. */
function callAgentModel(
  context: RunContext,
  agent: AgentDefinition,
  messages: ChatMessage[],
  offered: ToolDefinition[],
  loop: number,
  toolChoice?: CallOptions['toolChoice'],
): Promise<ModelCallResult> {
  return callModel(context, {
    agent: agent.name,
    modelName: agent.modelName,
    fallbackModels: agent.fallbackModels,
    options: {
      messages,
      temperature: agent.dynamicTemperature ? dynamicTemperature(agent, loop) : agent.temperature,
      topP: agent.topP,
      maxTokens: agent.maxTokens,
      tools: offered.length ? offered : undefined,
      ...(toolChoice ? { toolChoice } : {}),
      reasoning: agent.reasoning,
      extra: Object.keys(agent.llmArgs).length ? agent.llmArgs : undefined,
    },
  });
}

async function runAgentTurns(context: RunContext, agent: AgentDefinition, input: AgentInput): Promise<AgentRunResult> {
  // A sub-agent or handoff target runs as a child of this agent.
  const runChild = async (child: AgentDefinition, task: string) => (await runAgent(context, child, { task, parent: agent.name })).output;
  const tools =
    agent.handoffs?.length && !agent.autonomous ? combineExecutors([input.tools ?? noTools, handoffExecutor(agent.handoffs, runChild, context.signal)]) : (input.tools ?? noTools);
  const system = agent.handoffs?.length && !agent.autonomous ? `${systemPromptOf(agent)}\n\n${handoffInstructions(agent.handoffs)}` : systemPromptOf(agent);
  const messages: ChatMessage[] = [{ role: 'system', content: system }, ...(input.history ?? []), userMessage(input)];
  const offered = [...agent.tools, ...tools.definitions];
  const turns: AgentTurn[] = [];
  context.events({ type: 'agent-start', agent: agent.name, ...(input.parent ? { parent: input.parent } : {}) });
  if (agent.autonomous) {
    let calls = 0;
    const run = await runAutonomousLoop(context, agent, {
      task: input.task,
      messages,
      tools,
      runChild,
      call: (loopMessages, loopTools, toolChoice) => callAgentModel(context, agent, loopMessages, loopTools, calls++, toolChoice),
    });
    context.events({ type: 'agent-end', agent: agent.name, content: run.output });
    return { agent: agent.name, turns: [{ role: agent.name, content: run.output }], output: run.output, transcript: run.transcript };
  }
  for (let loop = 0; loop < agent.maxLoops; loop += 1) {
    const call = () => callAgentModel(context, agent, messages, offered, loop);
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
    if (loop + 1 < agent.maxLoops) messages.push(...nextLoopMessages(result.text));
  }
  const last = turns[turns.length - 1];
  const output = typeof last.content === 'string' ? last.content : JSON.stringify(last.content);
  context.events({ type: 'agent-end', agent: agent.name, content: last.content });
  return { agent: agent.name, turns, output };
}
