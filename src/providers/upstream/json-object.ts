/**
 * Text a provider must receive as a JSON object (tool-call arguments, a tool result): the object the
 * text spells, else the text itself under `key`, so nothing is lost and nothing throws.
 */
export function jsonObjectOr(text: string, key: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Not JSON: kept as text below.
  }
  return { [key]: text };
}
