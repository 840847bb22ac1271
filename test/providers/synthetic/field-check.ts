import type { FieldSpec } from './form-corpus/entry.js';

/** What is wrong with `value` as `spec` describes it (empty: nothing), each problem naming `path`. */
export function fieldProblems(value: unknown, spec: FieldSpec, path: string): string[] {
  if (spec === 'string') return typeof value === 'string' && value.trim() ? [] : [`${path} is not a non-empty string: ${show(value)}`];
  if (spec === 'number') return typeof value === 'number' && Number.isFinite(value) ? [] : [`${path} is not a number: ${show(value)}`];
  if (spec === 'integer') return Number.isInteger(value) ? [] : [`${path} is not an integer: ${show(value)}`];
  if (spec === 'boolean') return typeof value === 'boolean' ? [] : [`${path} is not a boolean: ${show(value)}`];
  if (spec === 'string[]') return fieldProblems(value, { array: 'string' }, path);
  if ('enum' in spec) {
    return typeof value === 'string' && spec.enum.includes(value) ? [] : [`${path} is not one of ${spec.enum.join('|')}: ${show(value)}`];
  }
  if ('like' in spec) return typeof value === 'string' && new RegExp(`^(?:${spec.like})$`).test(value) ? [] : [`${path} does not look like /${spec.like}/: ${show(value)}`];
  if ('range' in spec) {
    const [min, max] = spec.range;
    if (typeof value !== 'number' || value < min || value > max) return [`${path} is not a number in ${min}..${max}: ${show(value)}`];
    return spec.integer && !Number.isInteger(value) ? [`${path} is not a whole number: ${show(value)}`] : [];
  }
  if ('array' in spec) {
    if (!Array.isArray(value)) return [`${path} is not an array: ${show(value)}`];
    if (spec.length !== undefined && value.length !== spec.length) return [`${path} has ${value.length} items, not ${spec.length}`];
    if (value.length < (spec.minLength ?? 1)) return [`${path} has ${value.length} items, fewer than ${spec.minLength ?? 1}`];
    return value.flatMap((item, index) => fieldProblems(item, spec.array, `${path}[${index}]`));
  }
  return objectProblems(value, spec.object, path);
}

/** What is wrong with `value` as an object holding every key of `keys` (more keys allowed). */
export function objectProblems(value: unknown, keys: Record<string, FieldSpec>, path: string): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [`${path} is not an object: ${show(value)}`];
  const record = value as Record<string, unknown>;
  return Object.entries(keys).flatMap(([key, spec]) => (key in record ? fieldProblems(record[key], spec, `${path}.${key}`) : [`${path} lacks the key "${key}"`]));
}

/** A value as a problem quotes it: JSON, cut short. */
export function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
