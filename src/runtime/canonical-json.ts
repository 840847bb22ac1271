/**
 * JSON with every object's keys sorted (by UTF-16 code units) and undefined members left out: equal
 * values give the same text whatever their key order. What request seeds, fixture keys and agent
 * configuration hashes are made of, so its bytes must never change. Written as loops over sorted keys
 * rather than entries filtered, sorted and mapped: it runs on every synthetic call and every logged run.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    let text = '[';
    // A hole of a sparse array is written as nothing, as join writes it.
    for (let index = 0; index < value.length; index += 1) text += `${index ? ',' : ''}${index in value ? canonicalJson(value[index]) : ''}`;
    return `${text}]`;
  }
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    let text = '{';
    for (const key of Object.keys(object).sort()) {
      const member = object[key];
      if (member === undefined) continue;
      text += `${text.length > 1 ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(member)}`;
    }
    return `${text}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
