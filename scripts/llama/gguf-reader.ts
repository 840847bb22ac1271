/**
 * Decodes a GGUF v3 file's metadata and tensor infos; enough to copy a tokenizer out of llama.cpp's
 * vocab-only files and to check what our writer produced.
 */
import { GGML_TENSOR_TYPES, GGUF_MAGIC, GGUF_VALUE_TYPE_IDS, GGUF_VERSION, alignmentOf, type GgmlTensorType, type GgufValue, type GgufValueType } from './gguf-types.js';

/** Where one tensor sits in a decoded file. */
export interface GgufTensorInfo {
  name: string;
  dimensions: number[];
  type: GgmlTensorType;
  /** Absolute byte offset of the tensor's data in the file. */
  offset: number;
}

/** A decoded GGUF file: its metadata in file order and its tensors. */
export interface DecodedGguf {
  metadata: Map<string, GgufValue>;
  tensors: GgufTensorInfo[];
}

const VALUE_TYPE_BY_ID = new Map<number, GgufValueType>(Object.entries(GGUF_VALUE_TYPE_IDS).map(([name, id]) => [id, name as GgufValueType]));
const TENSOR_TYPE_BY_ID = new Map<number, GgmlTensorType>(Object.entries(GGML_TENSOR_TYPES).map(([name, { id }]) => [id, name as GgmlTensorType]));

/** Reads little-endian primitives from a buffer, advancing a cursor. */
class ByteSource {
  private position = 0;
  private readonly view: DataView;

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get offset(): number {
    return this.position;
  }

  private advance(size: number): number {
    const start = this.position;
    if (start + size > this.bytes.byteLength) throw new Error(`GGUF file truncated at byte ${start}`);
    this.position += size;
    return start;
  }

  uint32(): number {
    return this.view.getUint32(this.advance(4), true);
  }

  /** A uint64 used as a count or offset, which must fit a JavaScript number. */
  count(): number {
    return Number(this.view.getBigUint64(this.advance(8), true));
  }

  string(): string {
    const length = this.count();
    const start = this.advance(length);
    return Buffer.from(this.bytes.buffer, this.bytes.byteOffset + start, length).toString('utf8');
  }

  value(type: GgufValueType): GgufValue {
    switch (type) {
      case 'uint8':
        return { type, value: this.view.getUint8(this.advance(1)) };
      case 'int8':
        return { type, value: this.view.getInt8(this.advance(1)) };
      case 'uint16':
        return { type, value: this.view.getUint16(this.advance(2), true) };
      case 'int16':
        return { type, value: this.view.getInt16(this.advance(2), true) };
      case 'uint32':
        return { type, value: this.uint32() };
      case 'int32':
        return { type, value: this.view.getInt32(this.advance(4), true) };
      case 'float32':
        return { type, value: this.view.getFloat32(this.advance(4), true) };
      case 'float64':
        return { type, value: this.view.getFloat64(this.advance(8), true) };
      case 'uint64':
        return { type, value: this.view.getBigUint64(this.advance(8), true) };
      case 'int64':
        return { type, value: this.view.getBigInt64(this.advance(8), true) };
      case 'bool':
        return { type, value: this.view.getUint8(this.advance(1)) !== 0 };
      case 'string':
        return { type, value: this.string() };
      case 'array': {
        const itemType = this.valueType();
        const length = this.count();
        const items: GgufValue[] = [];
        for (let index = 0; index < length; index++) items.push(this.value(itemType));
        return { type, itemType, items };
      }
    }
  }

  valueType(): GgufValueType {
    const id = this.uint32();
    const type = VALUE_TYPE_BY_ID.get(id);
    if (!type) throw new Error(`unknown GGUF value type ${id}`);
    return type;
  }
}

/** Decodes a GGUF v3 file's metadata and tensor infos (tensor data stays in the buffer). */
export function decodeGguf(bytes: Uint8Array): DecodedGguf {
  const source = new ByteSource(bytes);
  if (source.uint32() !== GGUF_MAGIC) throw new Error('not a GGUF file (bad magic)');
  const version = source.uint32();
  if (version !== GGUF_VERSION) throw new Error(`GGUF version ${version} is not supported (only 3)`);
  const tensorCount = source.count();
  const metadataCount = source.count();
  const metadata = new Map<string, GgufValue>();
  for (let index = 0; index < metadataCount; index++) {
    const key = source.string();
    metadata.set(key, source.value(source.valueType()));
  }
  const relativeTensors: GgufTensorInfo[] = [];
  for (let index = 0; index < tensorCount; index++) {
    const name = source.string();
    const dimensions = Array.from({ length: source.uint32() }, () => source.count());
    const typeId = source.uint32();
    const type = TENSOR_TYPE_BY_ID.get(typeId);
    if (!type) throw new Error(`tensor ${name} has ggml type ${typeId}, which this reader does not know`);
    relativeTensors.push({ name, dimensions, type, offset: source.count() });
  }
  const alignment = alignmentOf(metadata);
  const dataStart = Math.ceil(source.offset / alignment) * alignment;
  const tensors = relativeTensors.map((tensor) => ({ ...tensor, offset: dataStart + tensor.offset }));
  return { metadata, tensors };
}
