import type { ContentBlock, ContentBlockParam } from '@anthropic-ai/sdk/resources/messages';
import { SendBackMemory, type RecallRecorded, type SendBack } from '../upstream/send-back.js';

/** The signed thinking blocks of one answer, as they must be sent back. */
type ThinkingBlocks = ContentBlockParam[];

const isThinkingBlocks = (value: unknown): value is ThinkingBlocks =>
  Array.isArray(value) &&
  value.every((block) => typeof block === 'object' && block !== null && ['thinking', 'redacted_thinking'].includes((block as { type?: unknown }).type as string));

/**
 * The Messages API requires an assistant turn that used tools under extended thinking to be sent back
 * with its thinking blocks, signatures intact. Our messages carry no thinking, so the model keeps the
 * blocks of each answer that called tools, keyed by its tool-use ids, and puts them back in front of
 * the assistant turn that carries those calls; an answer given before a restart (or replayed) is found
 * in the recordings.
 */
export class ThinkingMemory {
  readonly #memory: SendBackMemory<ThinkingBlocks>;

  constructor(recorded?: RecallRecorded) {
    this.#memory = new SendBackMemory(isThinkingBlocks, recorded);
  }

  /** Keeps the thinking blocks of an answer under each of its tool-use ids; what its native exchange records (nothing for an answer without both). */
  remember(content: ContentBlock[]): SendBack | undefined {
    const thinking = content.flatMap((block): ThinkingBlocks => {
      if (block.type === 'thinking') return [{ type: 'thinking', thinking: block.thinking, signature: block.signature }];
      if (block.type === 'redacted_thinking') return [{ type: 'redacted_thinking', data: block.data }];
      return [];
    });
    if (thinking.length === 0) return undefined;
    return this.#memory.remember(content.flatMap((block): Array<[string, ThinkingBlocks]> => (block.type === 'tool_use' ? [[block.id, thinking]] : [])));
  }

  /** The thinking blocks that went with these tool calls, or none. */
  recall(toolCallIds: string[]): ThinkingBlocks {
    for (const id of toolCallIds) {
      const blocks = this.#memory.recall(id);
      if (blocks) return blocks;
    }
    return [];
  }
}
