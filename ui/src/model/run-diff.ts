import type { AlignedStep, FactDifference, RunDiff } from '../../../src/journal/run-diff.js';
import type { RunStep } from '../../../src/journal/run-view.js';

/** The server's own types of a run diff (types only; nothing of the server is bundled), as the journal's are. */
export type { AlignedStep, FactDifference, RunDiff };

/** One step of a run as the diff endpoint sends it: the server's `RunStep`. */
export type DiffStep = RunStep;

/** `GET /_swarms-local/runs/diff`: what changed from run A to run B. */
export interface RunDiffAnswer {
  a: { id: string; job_id: string | null };
  b: { id: string; job_id: string | null };
  diff: RunDiff;
  text: string;
}

/**
 * The two ticked runs in the order a diff reads them, older first (A) and newer second (B), whichever was
 * ticked first: by start time, then by place in the newest-first list. A run no longer listed keeps its tick order.
 */
export function olderFirst(ticked: readonly string[], runs: ReadonlyArray<{ id: string; created_at: string }>): string[] {
  const placeOf = (id: string) => {
    const index = runs.findIndex((run) => run.id === id);
    return index < 0 ? undefined : { at: Date.parse(runs[index].created_at), index };
  };
  const [first, second] = ticked.map(placeOf);
  if (!first || !second) return [...ticked];
  const secondIsOlder = second.at < first.at || (second.at === first.at && second.index > first.index);
  return secondIsOlder ? [ticked[1], ticked[0]] : [...ticked];
}

/** A piece of an inline text diff: kept, only in A (deleted) or only in B (inserted). */
export interface TextPiece {
  kind: 'same' | 'del' | 'ins';
  text: string;
}

/** Longest texts diffed word by word; longer ones are shown as wholly replaced (the table is quadratic). */
const MAX_WORDS = 1500;

/** A word-by-word diff of two texts (words and the spaces after them), for transcripts shown inline. */
export function wordDiff(a: string, b: string): TextPiece[] {
  const wordsA = a.match(/\S+\s*|\s+/g) ?? [];
  const wordsB = b.match(/\S+\s*|\s+/g) ?? [];
  if (wordsA.length > MAX_WORDS || wordsB.length > MAX_WORDS) {
    return [
      { kind: 'del', text: a },
      { kind: 'ins', text: b },
    ];
  }
  const lengths = Array.from({ length: wordsA.length + 1 }, () => new Uint16Array(wordsB.length + 1));
  for (let i = wordsA.length - 1; i >= 0; i -= 1) {
    for (let j = wordsB.length - 1; j >= 0; j -= 1) {
      lengths[i][j] = wordsA[i] === wordsB[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
    }
  }
  const pieces: TextPiece[] = [];
  const push = (kind: TextPiece['kind'], text: string) => {
    const last = pieces[pieces.length - 1];
    if (last?.kind === kind) last.text += text;
    else pieces.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < wordsA.length || j < wordsB.length) {
    if (i < wordsA.length && j < wordsB.length && wordsA[i] === wordsB[j]) {
      push('same', wordsA[i]);
      i += 1;
      j += 1;
    } else if (i < wordsA.length && (j === wordsB.length || lengths[i + 1][j] >= lengths[i][j + 1])) {
      push('del', wordsA[i]);
      i += 1;
    } else {
      push('ins', wordsB[j]);
      j += 1;
    }
  }
  return pieces;
}

/** A fact's value as text: strings as they are, anything else as JSON. */
export const factText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A step's one-line label: its kind and name, with a model call's tokens. */
export function stepLabel(step: DiffStep): string {
  const kind = step.kind === 'provider-call' ? 'model' : step.kind === 'tool-call' ? 'tool' : step.kind;
  const tokens = step.facts.tokens as { input?: number; output?: number } | null | undefined;
  return step.kind === 'provider-call' && tokens ? `${kind} ${step.name} (${tokens.input ?? 0} in / ${tokens.output ?? 0} out)` : `${kind} ${step.name}`;
}
