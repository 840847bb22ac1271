import type { TokenLogprob } from '../../providers/spec.js';
import type { Candidate } from './candidates.js';

/** Probabilities that sum to 1 (the last one absorbs rounding), keyed by candidate value. */
function normalise(weights: number[], candidates: Candidate[]): Record<string, number> {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const probabilities = weights.map((weight) => (total > 0 ? weight / total : 1 / weights.length));
  const rounded = probabilities.map((probability) => Math.round(probability * 1e9) / 1e9);
  rounded[rounded.length - 1] = Math.round((1 - rounded.slice(0, -1).reduce((sum, value) => sum + value, 0)) * 1e9) / 1e9;
  return Object.fromEntries(candidates.map((candidate, index) => [candidate.value, rounded[index]]));
}

/** Candidate probabilities from the first token's top log-probabilities; undefined when none match. */
export function fromLogprobs(logprobs: TokenLogprob[] | undefined, candidates: Candidate[]): Record<string, number> | undefined {
  const first = logprobs?.[0];
  if (!first) return undefined;
  const alternatives = [{ token: first.token, logprob: first.logprob }, ...first.top];
  const weights = candidates.map((candidate) => {
    const matches = alternatives.filter((alternative) => alternative.token.trim().toLowerCase() === candidate.label.toLowerCase());
    // Several spellings (" A", "A") of one label add up; each token's mass counted once.
    const unique = new Map(matches.map((match) => [match.token, match.logprob]));
    return [...unique.values()].reduce((sum, logprob) => sum + Math.exp(logprob), 0);
  });
  if (weights.every((weight) => weight === 0)) return undefined;
  // A candidate outside the top list keeps a small share instead of exactly zero.
  const floor = Math.min(...weights.filter((weight) => weight > 0)) / 100;
  return normalise(
    weights.map((weight) => weight || floor),
    candidates,
  );
}

/** Candidate probabilities from sampled answers, with add-half smoothing so no candidate is exactly 0. */
export function fromSamples(answers: string[], candidates: Candidate[]): Record<string, number> {
  return normalise(
    candidates.map((candidate) => answers.filter((answer) => answer === candidate.value).length + 0.5),
    candidates,
  );
}
