import { useState } from 'preact/hooks';
import { FAULT_KINDS, ruleOf, type FaultRule } from '../model/fault-rule.js';

/** Adds a fault from a form: its kind, what it matches and its parameters. */
export function FaultForm({ onAdd }: { onAdd: (rule: FaultRule) => Promise<void> }) {
  const [kind, setKind] = useState<string>('http-status');
  const input = (name: string, label: string, type: 'text' | 'number' = 'text', placeholder = '') => (
    <label>
      {label}
      {type === 'number' ? <input name={name} type="number" step="any" placeholder={placeholder} /> : <input name={name} type="text" placeholder={placeholder} />}
    </label>
  );
  return (
    <form
      class="fault-form"
      aria-label="Add a fault"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const values = Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value).trim()]));
        void onAdd(ruleOf(values)).then(() => form.reset());
      }}
    >
      <h3>Add a fault</h3>
      <label>
        Kind
        <select name="kind" value={kind} onChange={(event) => setKind(event.currentTarget.value)}>
          {FAULT_KINDS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {kind === 'http-status' && input('status', 'HTTP status', 'number', '500')}
      {kind === 'latency' && input('latencyMs', 'Latency (ms)', 'number', '1000')}
      {kind === 'stream-cut' && input('afterChunks', 'Cut after chunks', 'number', '1')}
      {input('model', 'Only model', 'text', 'any')}
      {input('agent', 'Only agent', 'text', 'any')}
      {input('endpoint', 'Only endpoint', 'text', 'any')}
      {input('swarmType', 'Only swarm type', 'text', 'any')}
      {input('callIndex', 'Only the Nth matching call', 'number', 'every')}
      {input('times', 'Fire at most (times)', 'number', 'unlimited')}
      {input('probability', 'Probability (0-1)', 'number', '1')}
      <button type="submit">Add fault</button>
    </form>
  );
}
