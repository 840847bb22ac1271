/**
 * A value its caller has already written as JSON: a store keeps `text` as the column's JSON as it is, where
 * it would otherwise write the value itself (a response body sent as this text is not serialised again for
 * its log row). Reading the row back gives the value, as for any other.
 */
export class JsonText {
  constructor(
    /** The JSON text. */
    readonly text: string,
  ) {}
}

/** The JSON a store keeps for `value`: a JsonText's own text, else the value written as JSON (`null` for undefined). */
export function jsonColumn(value: unknown): string {
  return value instanceof JsonText ? value.text : JSON.stringify(value ?? null);
}
