/**
 * Encodes a GGUF v3 file: header, typed key/value metadata, tensor infos, then aligned tensor data.
 * Everything is little-endian; strings are a uint64 byte length followed by UTF-8 without a terminator.
 */
import { GGML_TENSOR_TYPES, alignmentOf, GGUF_MAGIC, GGUF_VALUE_TYPE_IDS, GGUF_VERSION, type GgufTensor, type GgufValue } from './gguf-types.js';

/** What goes into a GGUF file; metadata keys are written in insertion order. */
export interface GgufContents {
  metadata: Map<string, GgufValue>;
  tensors: GgufTensor[];
}

/** Appends little-endian primitives to a list of small buffers joined once at the end. */
class ByteSink {
  readonly parts: Uint8Array[] = [];
  length = 0;

  bytes(data: Uint8Array): void {
    this.parts.push(data);
    this.length += data.byteLength;
  }

  private fixed(size: number, write: (view: DataView) => void): void {
    const buffer = new Uint8Array(size);
    write(new DataView(buffer.buffer));
    this.bytes(buffer);
  }

  uint32(value: number): void {
    this.fixed(4, (view) => view.setUint32(0, value, true));
  }

  uint64(value: number | bigint): void {
    this.fixed(8, (view) => view.setBigUint64(0, BigInt(value), true));
  }

  string(value: string): void {
    const encoded = Buffer.from(value, 'utf8');
    this.uint64(encoded.byteLength);
    this.bytes(encoded);
  }

  padTo(alignment: number): void {
    const padding = (alignment - (this.length % alignment)) % alignment;
    if (padding > 0) this.bytes(new Uint8Array(padding));
  }

  /** Writes a value's payload (not its type id). */
  value(entry: GgufValue): void {
    switch (entry.type) {
      case 'uint8':
        return this.fixed(1, (view) => view.setUint8(0, entry.value));
      case 'int8':
        return this.fixed(1, (view) => view.setInt8(0, entry.value));
      case 'uint16':
        return this.fixed(2, (view) => view.setUint16(0, entry.value, true));
      case 'int16':
        return this.fixed(2, (view) => view.setInt16(0, entry.value, true));
      case 'uint32':
        return this.uint32(entry.value);
      case 'int32':
        return this.fixed(4, (view) => view.setInt32(0, entry.value, true));
      case 'float32':
        return this.fixed(4, (view) => view.setFloat32(0, entry.value, true));
      case 'float64':
        return this.fixed(8, (view) => view.setFloat64(0, entry.value, true));
      case 'uint64':
        return this.uint64(entry.value);
      case 'int64':
        return this.fixed(8, (view) => view.setBigInt64(0, entry.value, true));
      case 'bool':
        return this.fixed(1, (view) => view.setUint8(0, entry.value ? 1 : 0));
      case 'string':
        return this.string(entry.value);
      case 'array':
        this.uint32(GGUF_VALUE_TYPE_IDS[entry.itemType]);
        this.uint64(entry.items.length);
        for (const item of entry.items) {
          if (item.type !== entry.itemType) {
            throw new Error(`GGUF array of ${entry.itemType} holds a ${item.type}`);
          }
          this.value(item);
        }
    }
  }
}

function checkTensor(tensor: GgufTensor): void {
  const elements = tensor.dimensions.reduce((product, dimension) => product * dimension, 1);
  const expected = elements * GGML_TENSOR_TYPES[tensor.type].bytesPerElement;
  if (tensor.data.byteLength !== expected) {
    throw new Error(`tensor ${tensor.name} has ${tensor.data.byteLength} bytes, expected ${expected}`);
  }
}

/** Encodes metadata and tensors as the bytes of one GGUF v3 file. */
export function encodeGguf(contents: GgufContents): Buffer {
  const alignment = alignmentOf(contents.metadata);
  const sink = new ByteSink();
  sink.uint32(GGUF_MAGIC);
  sink.uint32(GGUF_VERSION);
  sink.uint64(contents.tensors.length);
  sink.uint64(contents.metadata.size);
  for (const [key, entry] of contents.metadata) {
    sink.string(key);
    sink.uint32(GGUF_VALUE_TYPE_IDS[entry.type]);
    sink.value(entry);
  }
  // Offsets are relative to the start of the data section, and each tensor starts aligned.
  let offset = 0;
  for (const tensor of contents.tensors) {
    checkTensor(tensor);
    sink.string(tensor.name);
    sink.uint32(tensor.dimensions.length);
    for (const dimension of tensor.dimensions) sink.uint64(dimension);
    sink.uint32(GGML_TENSOR_TYPES[tensor.type].id);
    sink.uint64(offset);
    offset += Math.ceil(tensor.data.byteLength / alignment) * alignment;
  }
  sink.padTo(alignment);
  for (const tensor of contents.tensors) {
    sink.bytes(tensor.data);
    sink.padTo(alignment);
  }
  return Buffer.concat(sink.parts, sink.length);
}
