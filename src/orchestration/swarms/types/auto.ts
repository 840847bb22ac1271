import type { SwarmTypeDescriptor } from '../swarm-type-descriptor.js';
import { autoSwarmBuilder, runDesigned } from './auto-swarm-builder.js';
import { matchSwarmType } from './swarm-matcher.js';

/** auto ("automatic swarm type selection"): the request's agents run as the matched type; with no agents, the boss builds the team (it may staff itself). */
export const auto: SwarmTypeDescriptor = {
  staffsItself: true,
  run: async (input, swarmTypes) =>
    input.agents.length ? runDesigned(input, swarmTypes, await matchSwarmType(input, swarmTypes.designable()), input.agents, null) : autoSwarmBuilder.run(input, swarmTypes),
};
