import type { LanguageModel } from './spec.js';

/** Where a model call comes from: what a router wrapped with faults (faults/faulty-router.ts) targets by. */
export interface CallSite {
  /** The request's namespace. */
  namespace: string;
  /** The route path the run serves. */
  endpoint?: string;
  /** The swarm type being run, once a swarm run names it. */
  swarmType?: string;
  /** The agent making the call. */
  agent?: string;
}

/** Turns a model name into the LanguageModel that answers it (routing is data: see config routes). */
export interface ModelRouter {
  /**
   * The model for `modelName`, wrapped with our retries and, when `fallbacks` are given, with
   * fallbacks in order; `site` says where the call comes from (read only by wrappers that target calls).
   * Throws ApiError MODEL_NOT_AVAILABLE naming the routes that exist.
   */
  resolve(modelName: string, fallbacks?: string[], site?: CallSite): LanguageModel;
  /** Throws the same MODEL_NOT_AVAILABLE error as resolve, without building anything. */
  assertAvailable(modelName: string): void;
  /** The model names the catalogue lists. */
  catalogue(): readonly string[];
}
