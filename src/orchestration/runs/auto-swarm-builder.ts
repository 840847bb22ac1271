import type { z } from 'zod';
import type { autoSwarmBuilderRequestSchema } from '../../contract/beyond-seed.js';
import { withAgentDefaults } from '../../contract/agent-spec.js';
import { jobIds } from '../../runtime/ids.js';
import { isoWithOffset } from '../../runtime/timestamps.js';
import type { RunContext } from '../run-context.js';
import { designSwarm } from '../swarms/types/auto-swarm-builder.js';
import { agentUsageBlock, loggedUsage } from './usage-block.js';

/** `POST /v1/auto-swarm-builder/completions`: a planner designs the swarm and returns it in the asked form. */
export async function runAutoSwarmBuilder(context: RunContext, request: z.infer<typeof autoSwarmBuilderRequestSchema>) {
  const modelName = request.model_name || context.config.defaultModel;
  context.router.assertAvailable(modelName);
  const task = request.task ?? request.description ?? '';
  const design = await designSwarm(
    {
      context,
      agents: [],
      task,
      tasks: [task],
      history: [],
      images: [],
      maxLoops: 1,
      defaultModel: modelName,
      heavy: { loopsPerAgent: 1, questionModel: modelName, workerModel: modelName },
    },
    modelName,
  );
  const executionType = request.execution_type ?? 'return-agents';
  const specs = design.agents.map((agent) => ({ ...agent, model_name: modelName, max_tokens: request.max_tokens ?? 8192, max_loops: request.max_loops ?? 1 }));
  const outputs =
    executionType === 'return-swarm-router-config'
      ? { name: request.name ?? design.name, description: request.description ?? design.description, swarm_type: design.swarmType, rearrange_flow: design.flow ?? null, agents: specs, max_loops: request.max_loops ?? 1, task }
      : // An object for every execution type, as the SDKs declare it: the framework's {"agents": [...]}.
        { agents: executionType === 'return-agents-objects' ? specs.map((spec) => withAgentDefaults(spec, { defaultModel: modelName })) : specs };
  const usage = agentUsageBlock(context.usage, context.config.pricing);
  const jobId = jobIds.swarm(context.ids);
  return {
    jobId,
    usage: loggedUsage(context.usage, usage.total_cost),
    body: { success: true, job_id: jobId, outputs, type: executionType, usage, timestamp: isoWithOffset(context.clock.now()) },
  };
}
