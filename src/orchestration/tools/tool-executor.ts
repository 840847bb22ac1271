import type { ToolCall, ToolDefinition } from '../../providers/spec.js';

/** Tools swarms-local can run itself (MCP servers, built-in search/scrape), offered to the model. */
export interface ToolExecutor {
  definitions: ToolDefinition[];
  /** Whether swarms-local runs this tool (function tools of the caller are returned, not run). */
  canRun(name: string): boolean;
  /** Runs one call; the result is the text handed back to the model. */
  run(call: ToolCall, signal: AbortSignal): Promise<string>;
  /** Releases connections. */
  close(): Promise<void>;
}

/** No tools to run. */
export const noTools: ToolExecutor = {
  definitions: [],
  canRun: () => false,
  run: async (call) => {
    throw new Error(`No executor for tool ${call.name}`);
  },
  close: async () => {},
};

/** Several executors as one; the first that can run a tool runs it. */
export function combineExecutors(executors: ToolExecutor[]): ToolExecutor {
  if (executors.length === 0) return noTools;
  return {
    definitions: executors.flatMap((executor) => executor.definitions),
    canRun: (name) => executors.some((executor) => executor.canRun(name)),
    run: (call, signal) => {
      const executor = executors.find((candidate) => candidate.canRun(call.name));
      if (!executor) throw new Error(`No executor for tool ${call.name}`);
      return executor.run(call, signal);
    },
    close: async () => {
      await Promise.all(executors.map((executor) => executor.close()));
    },
  };
}
