import { maskedPreviewCopy, PREVIEW_STRING_LIMIT } from '../security/secrets.js';
import type { FakeToolCall } from './fake-mcp-server.js';

/** How many calls each fake MCP server keeps when no setting says (`fakeMcpCallLog`). */
export const DEFAULT_CALL_LOG = 256;

/**
 * The calls one fake MCP server received, the newest `capacity` of them (a ring: the oldest is dropped as a
 * new one arrives), each with its arguments masked and, past PREVIEW_STRING_LIMIT characters of JSON, kept as
 * a masked preview of that JSON, as the journal keeps a long request. A client posting large arguments over
 * and over therefore holds at most `capacity` previews, never every argument it sent.
 */
export class FakeCallLog {
  private readonly kept: FakeToolCall[] = [];
  private start = 0;
  /** Calls dropped to make room, since the server was declared. */
  dropped = 0;

  constructor(
    private readonly capacity: number,
    private readonly knownSecrets: string[] = [],
  ) {}

  /** Keeps one call (its masked copy), dropping the oldest past the capacity. */
  record(call: FakeToolCall): void {
    const json = JSON.stringify(call.arguments) ?? '{}';
    const args = json.length <= PREVIEW_STRING_LIMIT ? maskedPreviewCopy(call.arguments, this.knownSecrets) : { preview: maskedPreviewCopy(json, this.knownSecrets) };
    const entry = { ...call, arguments: args };
    if (this.kept.length < this.capacity) {
      this.kept.push(entry);
      return;
    }
    this.kept[this.start] = entry;
    this.start = (this.start + 1) % this.capacity;
    this.dropped += 1;
  }

  /** The kept calls, oldest first. */
  list(): FakeToolCall[] {
    return [...this.kept.slice(this.start), ...this.kept.slice(0, this.start)];
  }
}
