import type { AgentDefinition } from '../agent-definition.js';
import type { ToolExecutor } from '../tools/tool-executor.js';
import { handOff, type ChildRunner } from './delegation.js';
import { argumentsOf } from './loop-tools.js';
import { HANDOFF_TOOL, HANDOFF_TOOL_DEFINITION } from './tool-definitions.js';

/**
 * The handoff tool of an agent that does not run autonomously (`handoffs` with an integer
 * `max_loops`): offered beside its other tools and run by swarms-local, the answer fed back to the model.
 */
export function handoffExecutor(agents: AgentDefinition[], runChild: ChildRunner, signal: AbortSignal): ToolExecutor {
  return {
    definitions: [HANDOFF_TOOL_DEFINITION],
    canRun: (name) => name === HANDOFF_TOOL,
    run: async (call) => {
      const args = argumentsOf(call);
      return typeof args === 'string' ? `Error: ${args}.` : handOff(args, agents, runChild, signal);
    },
    close: async () => {},
  };
}
