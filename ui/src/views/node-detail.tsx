import type { JournalNode } from '../model/journal.js';
import { marksOf } from '../model/marks.js';
import { formatCost, formatDuration } from '../model/usage.js';
import { JsonBlock } from './json-block.js';

/** The selected node of the waterfall: its marks in full (a fixture miss's diff), input, output and facts. */
export function NodeDetail({ node }: { node: JournalNode }) {
  const marks = marksOf(node);
  return (
    <section class="node-detail" aria-label={`Details of ${node.name}`}>
      <h2>
        {node.kind} · {node.name}
      </h2>
      <p class="muted">
        started {node.startedAt} · {formatDuration(node.durationMs)}
        {node.tokens && ` · ${node.tokens.input} in / ${node.tokens.output} out`}
        {node.cost !== undefined && ` · ${formatCost(node.cost)}`}
        {node.answeredBy && node.answeredBy !== node.name && ` · answered by ${node.answeredBy}`}
      </p>
      {node.form && (
        <p class="node-form" title="How the synthetic model read the form the prompt asks for">
          {node.form}
        </p>
      )}
      {marks.map((mark) => (
        <div key={mark.label} class={`mark-detail mark-${mark.kind}`}>
          <strong>{mark.label}</strong>
          {mark.detail && <pre>{mark.detail}</pre>}
        </div>
      ))}
      {node.input !== undefined && (
        <details open={node.kind !== 'request'}>
          <summary>Input</summary>
          <JsonBlock value={node.input} label={`Input of ${node.name}`} />
        </details>
      )}
      {node.output !== undefined && (
        <details open>
          <summary>Output</summary>
          <JsonBlock value={node.output} label={`Output of ${node.name}`} />
        </details>
      )}
      {node.attributes && (
        <details>
          <summary>Attributes</summary>
          <JsonBlock value={node.attributes} label={`Attributes of ${node.name}`} />
        </details>
      )}
    </section>
  );
}
