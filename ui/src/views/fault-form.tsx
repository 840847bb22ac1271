import { useState } from 'preact/hooks';
import { FAULT_KINDS, ruleOf, type FaultRule } from '../model/fault-rule.js';

/** A labelled text or number field of the test controls' forms. */
export function formField(name: string, label: string, type: 'text' | 'number' = 'text', placeholder = '') {
  if (type === 'number') {
    return (
      <label>
        {label}
        <input name={name} type="number" step="any" placeholder={placeholder} />
      </label>
    );
  }
  return (
    <label>
      {label}
      <input name={name} type="text" placeholder={placeholder} />
    </label>
  );
}

/** Adds a fault from a form: its kind, what it matches and its parameters. */
export function FaultForm({ onAdd }: { onAdd: (rule: FaultRule) => Promise<void> }) {
  const [kind, setKind] = useState<string>('http-status');

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
      {kind === 'http-status' && formField('status', 'HTTP status', 'number', '500')}
      {kind === 'http-status' && (
        <>
          <label>
            Hits
            <select name="at">
              <option value="">as the status and match say</option>
              <option value="request">the whole request, before it runs</option>
              <option value="model-call">the run's model calls</option>
            </select>
          </label>
          <label>
            Response headers
            <textarea name="headers" rows={2} placeholder="Retry-After: 30" />
          </label>
          <label>
            Response body
            <textarea name="body" rows={2} placeholder="the hosted refusal's own" />
          </label>
        </>
      )}
      {kind === 'latency' && formField('latencyMs', 'Latency (ms)', 'number', '1000')}
      {kind === 'stream-cut' && formField('afterChunks', 'Cut after chunks', 'number', '1')}
      {formField('model', 'Only model', 'text', 'any')}
      {formField('agent', 'Only agent', 'text', 'any')}
      {formField('endpoint', 'Only endpoint', 'text', 'any')}
      {formField('swarmType', 'Only swarm type', 'text', 'any')}
      {formField('callIndex', 'Only the Nth matching call', 'number', 'every')}
      {formField('times', 'Fire at most (times)', 'number', 'unlimited')}
      {formField('probability', 'Probability (0-1)', 'number', '1')}
      <button type="submit">Add fault</button>
    </form>
  );
}
