/**
 * The GGUF writer, reader and tiny-model generator, offline (runs in the default suite). The live
 * suite then proves llama.cpp itself accepts what they produce.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeGguf } from '../../scripts/llama/gguf-reader.js';
import type { GgufValue } from '../../scripts/llama/gguf-types.js';
import { encodeGguf } from '../../scripts/llama/gguf-writer.js';
import { buildTinyModel, CHATML_TEMPLATE, DEFAULT_TINY_MODEL_PARAMETERS } from '../../scripts/llama/make-tiny-model.js';
import { encodeTensorData, toFloat16Bits } from '../../scripts/llama/tiny-weights.js';

const everyValueType = new Map<string, GgufValue>([
  ['a.uint8', { type: 'uint8', value: 255 }],
  ['a.int8', { type: 'int8', value: -128 }],
  ['a.uint16', { type: 'uint16', value: 65535 }],
  ['a.int16', { type: 'int16', value: -32768 }],
  ['a.uint32', { type: 'uint32', value: 4294967295 }],
  ['a.int32', { type: 'int32', value: -2147483648 }],
  ['a.float32', { type: 'float32', value: 0.5 }],
  ['a.float64', { type: 'float64', value: Math.PI }],
  ['a.uint64', { type: 'uint64', value: 18446744073709551615n }],
  ['a.int64', { type: 'int64', value: -9223372036854775808n }],
  ['a.bool', { type: 'bool', value: true }],
  ['a.string', { type: 'string', value: 'héllo, 世界 ✓' }],
  ['a.empty', { type: 'array', itemType: 'string', items: [] }],
  [
    'a.strings',
    {
      type: 'array',
      itemType: 'string',
      items: [
        { type: 'string', value: 'x' },
        { type: 'string', value: '' },
      ],
    },
  ],
  [
    'a.nested',
    {
      type: 'array',
      itemType: 'array',
      items: [
        {
          type: 'array',
          itemType: 'int32',
          items: [
            { type: 'int32', value: -1 },
            { type: 'int32', value: 7 },
          ],
        },
      ],
    },
  ],
]);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function tinyVocabulary(): Buffer {
  const strings = (values: string[]): GgufValue => ({
    type: 'array',
    itemType: 'string',
    items: values.map((value) => ({ type: 'string', value })),
  });
  return encodeGguf({
    metadata: new Map<string, GgufValue>([
      ['general.architecture', { type: 'string', value: 'gpt2' }],
      ['tokenizer.ggml.model', { type: 'string', value: 'gpt2' }],
      ['tokenizer.ggml.tokens', strings(['a', 'b', 'ab', '<|endoftext|>'])],
      ['tokenizer.ggml.merges', strings(['a b'])],
      ['tokenizer.ggml.eos_token_id', { type: 'uint32', value: 3 }],
    ]),
    tensors: [],
  });
}

describe('GGUF writer and reader', () => {
  it('round-trips metadata of every GGUF value type, including empty and nested arrays', () => {
    const decoded = decodeGguf(encodeGguf({ metadata: everyValueType, tensors: [] }));
    expect(decoded.metadata).toEqual(everyValueType);
    expect([...decoded.metadata.keys()]).toEqual([...everyValueType.keys()]);
  });

  it('starts a file with the GGUF magic, version 3 and the tensor and key counts', () => {
    const bytes = encodeGguf({ metadata: everyValueType, tensors: [] });
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('GGUF');
    expect(bytes.readUInt32LE(4)).toBe(3);
    expect(bytes.readBigUInt64LE(8)).toBe(0n);
    expect(bytes.readBigUInt64LE(16)).toBe(BigInt(everyValueType.size));
  });

  it('places each tensor at a 32-byte aligned offset holding exactly its data', () => {
    const odd = encodeTensorData([1, 2, 3], 'f32');
    const half = encodeTensorData([0.5, -0.25, 2, 4, 8], 'f16');
    const bytes = encodeGguf({
      metadata: new Map([['general.alignment', { type: 'uint32', value: 32 }]]),
      tensors: [
        { name: 'odd', dimensions: [3], type: 'f32', data: odd },
        { name: 'half', dimensions: [5, 1], type: 'f16', data: half },
      ],
    });
    const { tensors } = decodeGguf(bytes);
    expect(tensors.map(({ name, dimensions, type }) => ({ name, dimensions, type }))).toEqual([
      { name: 'odd', dimensions: [3], type: 'f32' },
      { name: 'half', dimensions: [5, 1], type: 'f16' },
    ]);
    for (const tensor of tensors) expect(tensor.offset % 32).toBe(0);
    expect(bytes.subarray(tensors[0].offset, tensors[0].offset + odd.byteLength)).toEqual(Buffer.from(odd));
    expect(bytes.subarray(tensors[1].offset, tensors[1].offset + half.byteLength)).toEqual(Buffer.from(half));
  });

  it('refuses an array whose items are not of its declared type', () => {
    const mixed: GgufValue = { type: 'array', itemType: 'uint32', items: [{ type: 'string', value: '1' }] };
    expect(() => encodeGguf({ metadata: new Map([['mixed', mixed]]), tensors: [] })).toThrow(/array of uint32/);
  });

  it('refuses a tensor whose data does not match its dimensions', () => {
    const tensor = { name: 'short', dimensions: [4], type: 'f32' as const, data: new Uint8Array(12) };
    expect(() => encodeGguf({ metadata: new Map(), tensors: [tensor] })).toThrow(/short has 12 bytes, expected 16/);
  });

  it('refuses to read a file that does not start with the GGUF magic', () => {
    expect(() => decodeGguf(Buffer.from('GGML\x03\x00\x00\x00'))).toThrow(/bad magic/);
  });
});

describe('float16 encoding', () => {
  it.each([
    [1, 0x3c00],
    [-2, 0xc000],
    [0.1, 0x2e66],
    [65504, 0x7bff],
    [1e6, 0x7c00],
    [2 ** -24, 0x0001],
    [2 ** -14, 0x0400],
    [1e-9, 0x0000],
    [1 + 2 ** -11, 0x3c00],
    [1 + 3 * 2 ** -11, 0x3c02],
  ])('encodes %d as the half-precision bit pattern %i, rounding ties to even', (value, bits) => {
    expect(toFloat16Bits(value)).toBe(bits);
  });
});

describe('tiny model generator', () => {
  it('produces byte-identical files for the same parameters', () => {
    const vocabulary = tinyVocabulary();
    expect(sha256(buildTinyModel(vocabulary))).toBe(sha256(buildTinyModel(vocabulary)));
  });

  it('produces different weights for a different seed', () => {
    const vocabulary = tinyVocabulary();
    const reseeded = { ...DEFAULT_TINY_MODEL_PARAMETERS, seed: DEFAULT_TINY_MODEL_PARAMETERS.seed + 1 };
    expect(sha256(buildTinyModel(vocabulary, reseeded))).not.toBe(sha256(buildTinyModel(vocabulary)));
  });

  it('copies the tokenizer, adds a ChatML template and declares a llama architecture', () => {
    const source = decodeGguf(tinyVocabulary()).metadata;
    const { metadata } = decodeGguf(buildTinyModel(tinyVocabulary()));
    for (const key of ['tokenizer.ggml.model', 'tokenizer.ggml.tokens', 'tokenizer.ggml.merges', 'tokenizer.ggml.eos_token_id']) {
      expect(metadata.get(key)).toEqual(source.get(key));
    }
    expect(metadata.get('tokenizer.chat_template')).toEqual({ type: 'string', value: CHATML_TEMPLATE });
    expect(metadata.get('general.architecture')).toEqual({ type: 'string', value: 'llama' });
    expect(metadata.get('llama.vocab_size')).toEqual({ type: 'uint32', value: 4 });
    expect(metadata.get('llama.rope.dimension_count')).toEqual({ type: 'uint32', value: 16 });
  });

  it('writes an output projection separate from, and different to, the token embeddings', () => {
    const bytes = buildTinyModel(tinyVocabulary());
    const { tensors } = decodeGguf(bytes);
    const slice = (name: string) => {
      const tensor = tensors.find((candidate) => candidate.name === name);
      if (!tensor) throw new Error(`no tensor ${name}`);
      expect(tensor.dimensions).toEqual([64, 4]);
      return bytes.subarray(tensor.offset, tensor.offset + 64 * 4 * 2);
    };
    expect(sha256(slice('output.weight'))).not.toBe(sha256(slice('token_embd.weight')));
  });

  it('writes every tensor a two-block llama model needs', () => {
    const names = decodeGguf(buildTinyModel(tinyVocabulary())).tensors.map((tensor) => tensor.name);
    const perBlock = ['attn_norm', 'attn_q', 'attn_k', 'attn_v', 'attn_output', 'ffn_norm', 'ffn_gate', 'ffn_up', 'ffn_down'];
    expect(names.sort()).toEqual(
      ['token_embd.weight', 'output_norm.weight', 'output.weight', ...[0, 1].flatMap((block) => perBlock.map((part) => `blk.${block}.${part}.weight`))].sort(),
    );
  });
});
