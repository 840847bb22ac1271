import type { SwarmType } from '../../contract/schemas/enums.js';
import type { SwarmSpecWithDefaults } from '../../contract/schemas/swarm-spec.js';
import type { SwarmInput, SwarmResult } from './swarm-input.js';

/** A type the AutoSwarmBuilder boss and `auto`'s matcher may choose, with what they are told about it. */
export interface DesignableType {
  name: SwarmType;
  /** What the type is for, in the documentation's words (the matcher chooses by these). */
  purpose: string;
  /** The fewest agents it runs with; the matcher leaves it out for a smaller team. */
  minimumAgents: number;
}

/** The registry as a type that runs other types sees it (`auto`, AutoSwarmBuilder): what may be chosen, and how to run a choice. */
export interface SwarmTypeCatalogue {
  /** The designable types, in the order of `SWARM_TYPES`. */
  designable(): DesignableType[];
  /** Runs one type once with the given input. */
  run(name: SwarmType, input: SwarmInput): Promise<SwarmResult>;
}

/**
 * Everything the code around a swarm type needs to know about it, exported from the type's own file
 * (`types/<kebab-name>.ts`) and listed once in the registry (`swarm-types.ts`): the swarm run, its
 * request checks and the auto swarm builder read these fields instead of keeping lists of type names.
 */
export interface SwarmTypeDescriptor {
  /** Runs the type once on one task (or on every task, with `takesAllTasks`); `swarmTypes` is for types that run others. */
  run(input: SwarmInput, swarmTypes: SwarmTypeCatalogue): Promise<SwarmResult>;
  /** It builds its own agents, so the request may leave `agents` empty. */
  staffsItself?: boolean;
  /** It runs every task of `tasks` in one run (a grid of agents × tasks) instead of once per task; `output` is then not nested. */
  takesAllTasks?: boolean;
  /** Models its built-in agents run on that the request names: each must be routable, checked before any call (else 400). */
  builtInModels?(spec: SwarmSpecWithDefaults): string[];
  /** Present when the AutoSwarmBuilder boss and `auto`'s matcher may choose it. */
  designable?: { purpose: string; minimumAgents?: number };
}
