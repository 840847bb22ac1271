import type { z } from 'zod';
import type { autoSwarmBuilderRequestSchema } from '../../contract/schemas/swarm-builders.js';
import { withAgentDefaults } from '../../contract/schemas/agent-spec.js';
import { jobIds } from '../../runtime/ids.js';
import { isoWithOffset } from '../../runtime/timestamps.js';
import type { RunContext } from '../run-context.js';
import { frameworkModel } from '../primitives/framework-model.js';
import { swarmTypeCatalogue } from '../swarms/swarm-types.js';
import { BOSS_MODEL, createAgentSpecs, createRouterConfig } from '../swarms/types/auto-swarm-builder.js';
import { agentUsageBlock, loggedUsage } from './usage-block.js';

/**
 * `POST /v1/auto-swarm-builder/completions` (framework: `AutoSwarmBuilder.run` with `swarm_type` set
 * to the execution type): `return-agents` and `return-agents-objects` ask the boss for the agents of
 * the bare task (`create_agents`), `return-swarm-router-config` for the whole team, type and flow
 * (`create_router_config`). The boss runs on `model_name` (default the framework's gpt-5.4) with
 * `max_tokens` as its answer's cap (default 8000); `max_loops` only matters when a swarm is executed.
 */
export async function runAutoSwarmBuilder(context: RunContext, request: z.infer<typeof autoSwarmBuilderRequestSchema>) {
  if (request.model_name) context.router.assertAvailable(request.model_name);
  const boss = { model: request.model_name || frameworkModel(context, BOSS_MODEL, context.config.defaultModel), maxTokens: request.max_tokens ?? undefined };
  const task = request.task ?? request.description ?? '';
  const executionType = request.execution_type ?? 'return-agents';
  const outputs =
    executionType === 'return-swarm-router-config'
      ? await createRouterConfig(context, task, boss, swarmTypeCatalogue.designable())
      : // An object for every execution type, as the SDKs declare it: the framework's {"agents": [...]}.
        await createAgentSpecs(context, task, boss).then((specs) => ({
          agents:
            executionType === 'return-agents-objects'
              ? specs.map(({ goal: _goal, auto_generate_prompt: _generate, ...spec }) => withAgentDefaults(spec, { defaultModel: boss.model }))
              : specs,
        }));
  const usage = agentUsageBlock(context.usage, context.config.pricing);
  const jobId = jobIds.swarm(context.ids);
  return {
    jobId,
    usage: loggedUsage(context.usage, usage.total_cost),
    body: { success: true, job_id: jobId, outputs, type: executionType, usage, timestamp: isoWithOffset(context.clock.now()) },
  };
}
