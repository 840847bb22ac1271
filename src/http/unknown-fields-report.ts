import type { Response } from 'express';
import { fieldPath, type UnknownField } from '../contract/fastapi/unknown-fields.js';
import { noteOnJournal } from './journal-request.js';

/** Lists the body fields no schema declares (FastAPI ignores them; a typo such as `modle_name` would go unseen). */
export const UNKNOWN_FIELDS_HEADER = 'X-Swarms-Local-Unknown-Fields';

/** Fields the header names; a body with more says how many it left out. */
const LISTED = 20;

/** A path as a header may carry it: printable ASCII, commas (the list's separator) escaped as in a URL. */
function headerSafe(path: string): string {
  return path.replace(/[^\x20-\x2b\x2d-\x7e]/gu, (character) => encodeURIComponent(character));
}

/** Tells the client (a response header) and the journal (the request's entry) which body fields were not declared. */
export function reportUnknownFields(response: Response, fields: readonly UnknownField[]): void {
  if (fields.length === 0) return;
  const paths = fields.map((field) => fieldPath(field.loc));
  const listed = paths.slice(0, LISTED).map(headerSafe);
  if (paths.length > LISTED) listed.push(`(${paths.length - LISTED} more)`);
  response.set(UNKNOWN_FIELDS_HEADER, listed.join(', '));
  noteOnJournal(response, { unknownFields: paths.slice(0, LISTED * 5) });
}
