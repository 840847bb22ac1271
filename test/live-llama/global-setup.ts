/**
 * Vitest global setup for the live suite: provides the llama-server binary and the tiny model once,
 * starts ONE shared server for all live test files, and hands its address to tests through
 * `inject('llamaServer')`. Reuse it from another config by listing this file in `globalSetup`.
 */
import type { TestProject } from 'vitest/node';
import { provideTinyModel } from '../../scripts/llama/make-tiny-model.js';
import { provideLlamaServer } from '../../scripts/llama/provide-server.js';
import { startLlamaServer } from '../../scripts/llama/start-server.js';

/** What live tests learn about the shared server (and what they need to start a private one). */
export interface SharedLlamaServer {
  /** OpenAI-compatible base URL of the shared server, ending in `/v1`. */
  baseURL: string;
  /** The model id the server answers to. */
  model: string;
  /** The llama-server binary, for tests that need a private server (e.g. to read its logs). */
  binary: string;
  /** The tiny GGUF model file. */
  modelPath: string;
  /** The llama.cpp source tree the binary was built from (holds the vocab files). */
  sourceDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    llamaServer: SharedLlamaServer;
  }
}

/** The model id the shared server reports. */
export const SHARED_MODEL_ALIAS = 'tiny-llama';

/** Starts the shared server and returns the teardown that stops it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { binary, sourceDir } = await provideLlamaServer();
  const modelPath = await provideTinyModel(sourceDir);
  const server = await startLlamaServer({ binary, model: modelPath, alias: SHARED_MODEL_ALIAS });
  console.log(`live suite: llama-server at ${server.baseURL}, healthy in ${server.startupMs} ms`);
  project.provide('llamaServer', { baseURL: server.baseURL, model: SHARED_MODEL_ALIAS, binary, modelPath, sourceDir });
  return () => server.close();
}
