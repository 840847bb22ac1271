import type { LanguageModel } from './spec.js';

/** Turns a model name into the LanguageModel that answers it (routing is data: see config routes). */
export interface ModelRouter {
  /**
   * The model for `modelName`, wrapped with our retries and, when `fallbacks` are given, with
   * fallbacks in order. Throws ApiError MODEL_NOT_AVAILABLE naming the routes that exist.
   */
  resolve(modelName: string, fallbacks?: string[]): LanguageModel;
  /** Throws the same MODEL_NOT_AVAILABLE error as resolve, without building anything. */
  assertAvailable(modelName: string): void;
  /** The model names the catalogue lists. */
  catalogue(): readonly string[];
}
