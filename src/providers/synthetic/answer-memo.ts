import { LRUCache } from 'lru-cache';
import type { GenerateResult } from '../spec.js';

/** How many characters of calls and answers the memo keeps (about 2 bytes each): a few MB at most. */
const CHARACTERS_KEPT = 2_000_000;

/** What an answer weighs in the memo: its text and tool calls, plus a little for the object around them. */
function weightOf(result: GenerateResult, key: string): number {
  let weight = key.length + 64;
  for (const part of result.content) weight += part.type === 'text' ? part.text.length : part.name.length + part.arguments.length + part.id.length;
  return weight;
}

/** A copy of a kept answer that its caller may change without changing what the memo serves next. */
function copyOf(result: GenerateResult): GenerateResult {
  return {
    ...result,
    content: result.content.map((part) => ({ ...part })),
    usage: { ...result.usage },
    warnings: result.warnings.map((warning) => ({ ...warning })),
    response: { ...result.response },
  };
}

/**
 * The synthetic model's answers to calls seen lately, by the call's canonical text. An answer is a
 * pure function of that text (every option it reads, the model's id and seed), so a repeated call,
 * as load tests and test suites send by the thousand, gets the same bytes without faker, tokenising
 * or topic reading. Bounded by characters, least recently used first out.
 */
export class AnswerMemo {
  private readonly answers = new LRUCache<string, GenerateResult>({ maxSize: CHARACTERS_KEPT, sizeCalculation: weightOf });

  /** A copy of the answer kept for the call `key`, if any. */
  find(key: string): GenerateResult | undefined {
    const result = this.answers.get(key);
    return result && copyOf(result);
  }

  /** Keeps a copy of `result` as the answer to the call `key`, so the caller may change its own. */
  keep(key: string, result: GenerateResult): void {
    this.answers.set(key, copyOf(result));
  }
}
