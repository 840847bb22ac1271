import type { ContentBlock, ContentBlockParam } from '@anthropic-ai/sdk/resources/messages';

/** The signed thinking blocks of one answer, as they must be sent back. */
type ThinkingBlocks = ContentBlockParam[];

/** How many answers' thinking one model keeps: enough for every tool loop in flight, bounded so memory cannot grow without end. */
const REMEMBERED_ANSWERS = 2000;

/**
 * The Messages API requires an assistant turn that used tools under extended thinking to be sent back
 * with its thinking blocks, signatures intact. Our messages carry no thinking, so the model keeps the
 * blocks of each answer that called tools, keyed by its tool-use ids, and puts them back in front of
 * the assistant turn that carries those calls.
 */
export class ThinkingMemory {
  readonly #byToolUse = new Map<string, ThinkingBlocks>();

  /** Keeps the thinking blocks of an answer under each of its tool-use ids (an answer without both keeps nothing). */
  remember(content: ContentBlock[]): void {
    const thinking = content.flatMap((block): ThinkingBlocks => {
      if (block.type === 'thinking') return [{ type: 'thinking', thinking: block.thinking, signature: block.signature }];
      if (block.type === 'redacted_thinking') return [{ type: 'redacted_thinking', data: block.data }];
      return [];
    });
    if (thinking.length === 0) return;
    for (const block of content) {
      if (block.type !== 'tool_use') continue;
      this.#byToolUse.set(block.id, thinking);
      if (this.#byToolUse.size > REMEMBERED_ANSWERS) this.#byToolUse.delete(this.#byToolUse.keys().next().value as string);
    }
  }

  /** The thinking blocks that went with these tool calls, or none. */
  recall(toolCallIds: string[]): ThinkingBlocks {
    for (const id of toolCallIds) {
      const blocks = this.#byToolUse.get(id);
      if (blocks) return blocks;
    }
    return [];
  }
}
