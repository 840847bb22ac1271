/** One step of a run as the diff endpoint sends it. */
export interface DiffStep {
  depth: number;
  kind: string;
  name: string;
  agent: string | null;
  facts: Record<string, unknown>;
}

/** One fact that differs: where, and its value in each run. */
export interface FactDifference {
  field: string;
  a: unknown;
  b: unknown;
}

/** A step of run A beside its counterpart in run B. */
export interface AlignedStep {
  change: 'same' | 'changed' | 'added' | 'removed';
  a: DiffStep | null;
  b: DiffStep | null;
  differences: FactDifference[];
}

/** `GET /_swarms-local/runs/diff`: what changed from run A to run B. */
export interface RunDiffAnswer {
  a: { id: string; job_id: string | null };
  b: { id: string; job_id: string | null };
  diff: {
    identical: boolean;
    run: FactDifference[];
    agents: { a: string[]; b: string[]; added: string[]; removed: string[]; reordered: boolean };
    steps: AlignedStep[];
    tokens: { a: { input: number; output: number }; b: { input: number; output: number }; delta: { input: number; output: number } };
    cost: { a: number; b: number; delta: number };
  };
  text: string;
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
