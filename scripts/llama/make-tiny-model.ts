/**
 * Generates a tiny random-weight llama-architecture GGUF model with a real tokenizer (copied from
 * llama.cpp's vocab-only `models/ggml-vocab-gpt-2.gguf`) and a ChatML chat template. Its text is
 * nonsense, but everything a server does around it — tokenising, templating, sampling, streaming,
 * usage — is real. Usage: `npx tsx scripts/llama/make-tiny-model.ts [--out file]` (prints the path).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GgmlTensorType, GgufTensor, GgufValue } from './gguf-types.js';
import { decodeGguf } from './gguf-reader.js';
import { encodeGguf } from './gguf-writer.js';
import { cacheRoot, provideLlamaServer } from './provide-server.js';
import { createRandom, onesTensor, randomTensor } from './tiny-weights.js';

/** The shape and seed of a tiny model; every field feeds the cache key. */
export interface TinyModelParameters {
  seed: number;
  embeddingLength: number;
  blockCount: number;
  headCount: number;
  feedForwardLength: number;
  contextLength: number;
  weightType: GgmlTensorType;
}

/** About 4M parameters (mostly the two 50257 × 64 vocabulary matrices), 13 MB in F16. */
export const DEFAULT_TINY_MODEL_PARAMETERS: TinyModelParameters = {
  seed: 20240508,
  embeddingLength: 64,
  blockCount: 2,
  headCount: 4,
  feedForwardLength: 128,
  contextLength: 4096,
  weightType: 'f16',
};

/** Bump when the generator's output changes for the same parameters, so cached files are remade. */
const GENERATOR_VERSION = 1;

/** The ChatML template (`<|im_start|>role\ncontent<|im_end|>`), which llama.cpp recognises by name. */
export const CHATML_TEMPLATE =
  "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}" +
  "{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

const uint32 = (value: number): GgufValue => ({ type: 'uint32', value });
const float32 = (value: number): GgufValue => ({ type: 'float32', value });
const text = (value: string): GgufValue => ({ type: 'string', value });

function vocabularySize(vocabulary: Map<string, GgufValue>): number {
  const tokens = vocabulary.get('tokenizer.ggml.tokens');
  if (tokens?.type !== 'array') throw new Error('the vocab file has no tokenizer.ggml.tokens array');
  return tokens.items.length;
}

function modelMetadata(parameters: TinyModelParameters, vocabulary: Map<string, GgufValue>): Map<string, GgufValue> {
  const metadata = new Map<string, GgufValue>([
    ['general.architecture', text('llama')],
    ['general.name', text('tiny-llama')],
    ['general.alignment', uint32(32)],
    ['general.file_type', uint32(parameters.weightType === 'f16' ? 1 : 0)],
    ['llama.vocab_size', uint32(vocabularySize(vocabulary))],
    ['llama.context_length', uint32(parameters.contextLength)],
    ['llama.embedding_length', uint32(parameters.embeddingLength)],
    ['llama.block_count', uint32(parameters.blockCount)],
    ['llama.feed_forward_length', uint32(parameters.feedForwardLength)],
    ['llama.attention.head_count', uint32(parameters.headCount)],
    ['llama.attention.head_count_kv', uint32(parameters.headCount)],
    ['llama.attention.layer_norm_rms_epsilon', float32(1e-5)],
    ['llama.rope.dimension_count', uint32(parameters.embeddingLength / parameters.headCount)],
    ['llama.rope.freq_base', float32(10000)],
  ]);
  for (const [key, entry] of vocabulary) {
    if (key.startsWith('tokenizer.') && key !== 'tokenizer.chat_template') metadata.set(key, entry);
  }
  metadata.set('tokenizer.chat_template', text(CHATML_TEMPLATE));
  return metadata;
}

function modelTensors(parameters: TinyModelParameters, vocabularyLength: number): GgufTensor[] {
  const { embeddingLength: embedding, feedForwardLength: feedForward, weightType: type } = parameters;
  const random = createRandom(parameters.seed);
  // Scale each matrix by 1/sqrt(its input width) so activations stay in a sane range through the layers.
  const matrix = (name: string, inputs: number, outputs: number) => randomTensor(name, [inputs, outputs], type, 1 / Math.sqrt(inputs), random);
  const tensors = [matrix('token_embd.weight', embedding, vocabularyLength)];
  for (let block = 0; block < parameters.blockCount; block++) {
    const prefix = `blk.${block}`;
    tensors.push(
      onesTensor(`${prefix}.attn_norm.weight`, embedding),
      matrix(`${prefix}.attn_q.weight`, embedding, embedding),
      matrix(`${prefix}.attn_k.weight`, embedding, embedding),
      matrix(`${prefix}.attn_v.weight`, embedding, embedding),
      matrix(`${prefix}.attn_output.weight`, embedding, embedding),
      onesTensor(`${prefix}.ffn_norm.weight`, embedding),
      matrix(`${prefix}.ffn_gate.weight`, embedding, feedForward),
      matrix(`${prefix}.ffn_up.weight`, embedding, feedForward),
      matrix(`${prefix}.ffn_down.weight`, feedForward, embedding),
    );
  }
  // The output projection is its own matrix: tied random weights make greedy decoding repeat one token.
  tensors.push(onesTensor('output_norm.weight', embedding), matrix('output.weight', embedding, vocabularyLength));
  return tensors;
}

/** Builds the bytes of a tiny model from the bytes of a llama.cpp vocab-only GGUF file. */
export function buildTinyModel(vocabFile: Uint8Array, parameters = DEFAULT_TINY_MODEL_PARAMETERS): Buffer {
  if (parameters.embeddingLength % parameters.headCount !== 0) {
    throw new Error('embeddingLength must be a multiple of headCount');
  }
  const { metadata: vocabulary } = decodeGguf(vocabFile);
  return encodeGguf({
    metadata: modelMetadata(parameters, vocabulary),
    tensors: modelTensors(parameters, vocabularySize(vocabulary)),
  });
}

/** Writes a tiny model to `outputPath` atomically (temp file then rename), so readers never see half a file. */
export async function writeTinyModel(vocabPath: string, outputPath: string, parameters = DEFAULT_TINY_MODEL_PARAMETERS) {
  const bytes = buildTinyModel(await readFile(vocabPath), parameters);
  await mkdir(dirname(outputPath), { recursive: true });
  const staging = `${outputPath}.tmp-${process.pid}`;
  await writeFile(staging, bytes);
  await rename(staging, outputPath);
}

/** The vocab-only GGUF inside a llama.cpp source tree that the tiny model takes its tokenizer from. */
export function gpt2VocabPath(sourceDir: string): string {
  return join(sourceDir, 'models', 'ggml-vocab-gpt-2.gguf');
}

/** Returns the cached tiny model for these parameters and vocab, generating it on first use. */
export async function provideTinyModel(sourceDir: string, parameters = DEFAULT_TINY_MODEL_PARAMETERS): Promise<string> {
  const vocabPath = gpt2VocabPath(sourceDir);
  const vocabHash = createHash('sha256')
    .update(await readFile(vocabPath))
    .digest('hex');
  const key = createHash('sha256')
    .update(JSON.stringify({ generator: GENERATOR_VERSION, parameters, vocabHash }))
    .digest('hex')
    .slice(0, 12);
  const modelPath = join(cacheRoot(), 'models', `tiny-llama-${key}.gguf`);
  if (!existsSync(modelPath)) await writeTinyModel(vocabPath, modelPath, parameters);
  return modelPath;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { sourceDir } = await provideLlamaServer();
  const outIndex = process.argv.indexOf('--out');
  const outputPath = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
  if (outputPath) await writeTinyModel(gpt2VocabPath(sourceDir), outputPath);
  process.stdout.write(`${outputPath ?? (await provideTinyModel(sourceDir))}\n`);
}
