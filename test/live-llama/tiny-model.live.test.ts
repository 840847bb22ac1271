/**
 * The generated tiny model with the real GPT-2 vocab from the llama.cpp source tree: reproducible to
 * the byte, and read by llama.cpp itself exactly as our writer declared it.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { decodeGguf } from '../../scripts/llama/gguf-reader.js';
import { DEFAULT_TINY_MODEL_PARAMETERS, gpt2VocabPath, writeTinyModel } from '../../scripts/llama/make-tiny-model.js';

const shared = inject('llamaServer');
const sha256 = async (path: string) =>
  createHash('sha256')
    .update(await readFile(path))
    .digest('hex');

describe('tiny model generated from the real GPT-2 vocab', () => {
  let directory: string | undefined;
  afterAll(() => directory && rm(directory, { recursive: true, force: true }));

  it('is byte-identical across two generations and equal to the cached model the server runs', async () => {
    directory = await mkdtemp(join(tmpdir(), 'tiny-model-'));
    const [first, second] = [join(directory, 'first.gguf'), join(directory, 'second.gguf')];
    await writeTinyModel(gpt2VocabPath(shared.sourceDir), first);
    await writeTinyModel(gpt2VocabPath(shared.sourceDir), second);
    expect(await sha256(second)).toBe(await sha256(first));
    expect(await sha256(shared.modelPath)).toBe(await sha256(first));
  });

  it('carries every tokenizer key of the vocab file unchanged', async () => {
    const vocabulary = decodeGguf(await readFile(gpt2VocabPath(shared.sourceDir))).metadata;
    const model = decodeGguf(await readFile(shared.modelPath)).metadata;
    const tokenizerKeys = [...vocabulary.keys()].filter((key) => key.startsWith('tokenizer.ggml.'));
    expect(tokenizerKeys).toContain('tokenizer.ggml.merges');
    for (const key of tokenizerKeys) expect(model.get(key)).toEqual(vocabulary.get(key));
  });

  it('is loaded by llama-server with the vocabulary, width and training context we wrote', async () => {
    const response = await fetch(`${shared.baseURL}/models`);
    const body = (await response.json()) as { data: { id: string; meta?: Record<string, number> }[] };
    const served = body.data.find((model) => model.id === shared.model);
    expect(served?.meta).toMatchObject({
      n_vocab: 50257,
      n_embd: DEFAULT_TINY_MODEL_PARAMETERS.embeddingLength,
      n_ctx_train: DEFAULT_TINY_MODEL_PARAMETERS.contextLength,
    });
  });
});
