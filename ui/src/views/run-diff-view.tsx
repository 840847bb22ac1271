import { Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, queryString } from '../api.js';
import { type AlignedStep, type DiffStep, type FactDifference, factText, type RunDiffAnswer, stepLabel, wordDiff } from '../model/run-diff.js';
import { formatCost } from '../model/usage.js';

const CHANGE_NAMES: Record<AlignedStep['change'], string> = { same: 'same', changed: 'changed', added: 'only in B', removed: 'only in A' };

/** One difference of a step: the field, and its text diffed word by word inline. */
function Difference({ difference }: { difference: FactDifference }) {
  return (
    <li>
      <span class="field">{difference.field}</span>:{' '}
      <span class="inline-diff">
        {wordDiff(factText(difference.a), factText(difference.b)).map((piece, index) =>
          piece.kind === 'same' ? piece.text : piece.kind === 'del' ? <del key={index}>{piece.text}</del> : <ins key={index}>{piece.text}</ins>,
        )}
      </span>
    </li>
  );
}

function StepCell({ step }: { step: DiffStep | null }) {
  if (!step) return <td class="step empty" />;
  return (
    <td class="step" style={{ paddingLeft: `${step.depth * 1.2}em` }}>
      {stepLabel(step)}
    </td>
  );
}

/** Two runs side by side, aligned agent by agent and call by call, differences marked, transcripts diffed inline. */
export function RunDiffView({ a, b }: { a: string; b: string }) {
  const [answer, setAnswer] = useState<RunDiffAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api<RunDiffAnswer>(`/_swarms-local/runs/diff${queryString({ a, b })}`)
      .then(setAnswer)
      .catch((failure: Error) => setError(failure.message));
  }, [a, b]);
  if (error)
    return (
      <p role="alert" class="error">
        {error}
      </p>
    );
  if (!answer) return <p class="muted">Loading…</p>;
  const { diff } = answer;
  const label = (side: RunDiffAnswer['a']) => side.job_id ?? side.id;
  return (
    <section aria-labelledby="diff-title" class="run-diff">
      <h1 id="diff-title">
        {label(answer.a)} → {label(answer.b)}
      </h1>
      {diff.identical ? (
        <p class="badge ok">No differences</p>
      ) : (
        <ul class="diff-summary">
          {diff.run.map((difference) => (
            <Difference key={difference.field} difference={difference} />
          ))}
          {diff.agents.added.length > 0 && <li>Agents added: {diff.agents.added.join(', ')}</li>}
          {diff.agents.removed.length > 0 && <li>Agents removed: {diff.agents.removed.join(', ')}</li>}
          {diff.agents.reordered && (
            <li>
              Agents reordered: {diff.agents.a.join(' → ')} ⇒ {diff.agents.b.join(' → ')}
            </li>
          )}
          <li>
            Tokens: {diff.tokens.a.input + diff.tokens.a.output} → {diff.tokens.b.input + diff.tokens.b.output}; cost {formatCost(diff.cost.a)} → {formatCost(diff.cost.b)}
          </li>
        </ul>
      )}
      <table class="side-by-side">
        <caption class="visually-hidden">Steps of both runs, aligned</caption>
        <thead>
          <tr>
            <th scope="col">Change</th>
            <th scope="col">Run A: {label(answer.a)}</th>
            <th scope="col">Run B: {label(answer.b)}</th>
          </tr>
        </thead>
        <tbody>
          {diff.steps.map((step, index) => (
            <Fragment key={index}>
              <tr class={`change-${step.change}`}>
                <td>
                  <span class={`badge change-${step.change}`}>{CHANGE_NAMES[step.change]}</span>
                </td>
                <StepCell step={step.a} />
                <StepCell step={step.b} />
              </tr>
              {step.differences.length > 0 && (
                <tr class="differences">
                  <td />
                  <td colSpan={2}>
                    <ul>
                      {step.differences.map((difference) => (
                        <Difference key={difference.field} difference={difference} />
                      ))}
                    </ul>
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </section>
  );
}
