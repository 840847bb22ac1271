/**
 * Deterministic random weights for the tiny model: a seeded integer PRNG (so every machine draws the
 * same numbers) and float32 → IEEE half conversion (Node 20 has no Float16Array).
 */
import { GGML_TENSOR_TYPES, type GgmlTensorType, type GgufTensor } from './gguf-types.js';

/** mulberry32: a tiny 32-bit PRNG whose integer arithmetic is identical on every platform. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const float32Scratch = new Float32Array(1);
const float32Bits = new Uint32Array(float32Scratch.buffer);

/** Rounds a number to the nearest IEEE 754 half (ties to even) and returns its 16 bits. */
export function toFloat16Bits(value: number): number {
  float32Scratch[0] = value;
  const bits = float32Bits[0];
  const sign = (bits >>> 16) & 0x8000;
  const exponent = (bits >>> 23) & 0xff;
  const mantissa = bits & 0x7fffff;
  if (exponent === 0xff) return sign | 0x7c00 | (mantissa ? 0x200 : 0);
  const halfExponent = exponent - 127 + 15;
  if (halfExponent >= 0x1f) return sign | 0x7c00;
  if (halfExponent <= 0) {
    // Subnormal half: value / 2^-24, from the mantissa with its implicit leading 1.
    if (halfExponent < -10) return sign;
    return sign | roundShift(mantissa | 0x800000, 14 - halfExponent);
  }
  // A rounding carry out of the mantissa correctly bumps the exponent (up to infinity).
  return sign | (((halfExponent << 10) | (mantissa >>> 13)) + roundBit(mantissa, 13, mantissa >>> 13));
}

function roundShift(value: number, shift: number): number {
  return (value >>> shift) + roundBit(value, shift, value >>> shift);
}

/** 1 when the bits shifted out round the kept part up under round-half-to-even. */
function roundBit(value: number, shift: number, kept: number): number {
  const remainder = value & ((1 << shift) - 1);
  const halfway = 1 << (shift - 1);
  return remainder > halfway || (remainder === halfway && (kept & 1) === 1) ? 1 : 0;
}

/** Encodes numbers as little-endian tensor data of the given ggml type. */
export function encodeTensorData(values: ArrayLike<number>, type: GgmlTensorType): Uint8Array {
  const data = new Uint8Array(values.length * GGML_TENSOR_TYPES[type].bytesPerElement);
  const view = new DataView(data.buffer);
  for (let index = 0; index < values.length; index++) {
    if (type === 'f16') view.setUint16(index * 2, toFloat16Bits(values[index]), true);
    else view.setFloat32(index * 4, values[index], true);
  }
  return data;
}

/** A tensor of uniform random values in [-scale, scale], drawn in storage order from `random`. */
export function randomTensor(name: string, dimensions: number[], type: GgmlTensorType, scale: number, random: () => number): GgufTensor {
  const count = dimensions.reduce((product, dimension) => product * dimension, 1);
  const values = new Float32Array(count);
  for (let index = 0; index < count; index++) values[index] = (random() * 2 - 1) * scale;
  return { name, dimensions, type, data: encodeTensorData(values, type) };
}

/** A tensor of ones, as RMS-norm weights are initialised. */
export function onesTensor(name: string, length: number): GgufTensor {
  return { name, dimensions: [length], type: 'f32', data: encodeTensorData(new Float32Array(length).fill(1), 'f32') };
}
