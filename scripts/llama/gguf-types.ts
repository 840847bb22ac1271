/**
 * The GGUF v3 value and tensor types shared by our writer and reader
 * (format: https://github.com/ggml-org/ggml/blob/master/docs/gguf.md).
 */

/** GGUF value type ids, as stored in the file. */
export const GGUF_VALUE_TYPE_IDS = {
  uint8: 0,
  int8: 1,
  uint16: 2,
  int16: 3,
  uint32: 4,
  int32: 5,
  float32: 6,
  bool: 7,
  string: 8,
  array: 9,
  uint64: 10,
  int64: 11,
  float64: 12,
} as const;

/** The name of a GGUF value type. */
export type GgufValueType = keyof typeof GGUF_VALUE_TYPE_IDS;

/** A numeric GGUF type that fits a JavaScript number exactly. */
export type GgufNumberType = 'uint8' | 'int8' | 'uint16' | 'int16' | 'uint32' | 'int32' | 'float32' | 'float64';

/** One typed metadata value; arrays carry their item type so an empty array still round-trips. */
export type GgufValue =
  | { type: GgufNumberType; value: number }
  | { type: 'uint64' | 'int64'; value: bigint }
  | { type: 'bool'; value: boolean }
  | { type: 'string'; value: string }
  | { type: 'array'; itemType: GgufValueType; items: GgufValue[] };

/** The ggml tensor types our tiny models use, with their ids and bytes per element. */
export const GGML_TENSOR_TYPES = {
  f32: { id: 0, bytesPerElement: 4 },
  f16: { id: 1, bytesPerElement: 2 },
} as const;

/** A ggml tensor type name. */
export type GgmlTensorType = keyof typeof GGML_TENSOR_TYPES;

/** A tensor to write: dimensions in ggml order (the fastest-varying first), data already encoded. */
export interface GgufTensor {
  name: string;
  dimensions: number[];
  type: GgmlTensorType;
  data: Uint8Array;
}

/** The GGUF magic number ("GGUF" read as a little-endian uint32). */
export const GGUF_MAGIC = 0x46554747;

/** The GGUF version we write and read. */
export const GGUF_VERSION = 3;

/** The default data alignment when `general.alignment` is absent. */
export const GGUF_DEFAULT_ALIGNMENT = 32;

/** The data alignment a file declares through `general.alignment`, else GGUF's default of 32. */
export function alignmentOf(metadata: Map<string, GgufValue>): number {
  const declared = metadata.get('general.alignment');
  return declared?.type === 'uint32' ? declared.value : GGUF_DEFAULT_ALIGNMENT;
}
