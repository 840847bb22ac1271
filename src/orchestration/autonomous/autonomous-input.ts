import type { ChatMessage, ToolDefinition } from '../../providers/spec.js';
import type { AgentTurn } from '../agent-runtime.js';
import type { ModelCallResult } from '../model-call.js';
import type { ToolExecutor } from '../tools/tool-executor.js';
import type { ChildRunner } from './delegation.js';

/** What the loop is handed: the agent's opening messages (system, history, task) and how to call its model. */
export interface AutonomousInput {
  task: string;
  messages: ChatMessage[];
  /** The agent's runnable tools (MCP, built-in search). */
  tools: ToolExecutor;
  runChild: ChildRunner;
  /** Which run of the agent this is (see RunEvent's `turn`). */
  turn?: string;
  /** One model call of the agent with these messages and tools (`required`: it must call one of them). */
  call(messages: ChatMessage[], tools: ToolDefinition[], toolChoice?: 'required'): Promise<ModelCallResult>;
}

/** An autonomous run's result: every step as an output entry, and the final summary. */
export interface AutonomousResult {
  transcript: AgentTurn[];
  output: string;
}
