import { useEffect, useState } from 'preact/hooks';
import { api, storedNamespace, storeNamespace } from '../api.js';
import { matchText } from '../model/fault-rule.js';
import { FaultForm } from './fault-form.js';
import { type RuleColumn, RuleTable } from './rule-table.js';
import { type Stub, StubsPanel } from './stubs-panel.js';

interface Fault {
  id: string;
  kind: string;
  source?: string;
  match?: Record<string, unknown>;
  status?: number;
  latencyMs?: number;
  times?: number;
  probability?: number;
  matched_calls: number;
  fired: number;
}

/** A fault's own columns: its kind (with its status or latency), which calls it matches, and where it came from. */
const FAULT_COLUMNS: RuleColumn<Fault>[] = [
  { title: 'Kind', cell: (fault) => `${fault.kind}${fault.status ? ` ${fault.status}` : ''}${fault.latencyMs ? ` ${fault.latencyMs} ms` : ''}` },
  { title: 'Matches', cell: (fault) => matchText(fault.match) },
  { title: 'Source', cell: (fault) => fault.source ?? '' },
];

interface ClockState {
  namespace: string;
  now: string;
  frozen: boolean;
}

const SCENARIO_EXAMPLE = JSON.stringify({ name: 'flaky-upstream', faults: [{ kind: 'http-status', status: 503, times: 2 }] }, null, 2);

/** Test controls of one namespace: faults, stubs, the virtual clock, scenarios and reset (with confirmation). */
export function ControlsView() {
  const [namespace, setNamespace] = useState(storedNamespace());
  const [faults, setFaults] = useState<Fault[]>([]);
  const [stubs, setStubs] = useState<Stub[]>([]);
  const [clock, setClock] = useState<ClockState | null>(null);
  const [advance, setAdvance] = useState('60000');
  const [scenario, setScenario] = useState(SCENARIO_EXAMPLE);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);

  const refresh = async () => {
    const [faultList, stubList, clockState] = await Promise.all([
      api<{ faults: Fault[] }>('/_swarms-local/faults'),
      api<{ stubs: Stub[] }>('/_swarms-local/stubs'),
      api<ClockState>('/_swarms-local/clock'),
    ]);
    setFaults(faultList.faults);
    setStubs(stubList.stubs);
    setClock(clockState);
  };
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setMessage({ text: done });
      await refresh();
    } catch (failure) {
      setMessage({ text: (failure as Error).message, error: true });
    }
  };
  useEffect(() => {
    refresh().catch((failure: Error) => setMessage({ text: failure.message, error: true }));
  }, [namespace]);
  const clockAction = (action: string, extra: Record<string, unknown> = {}) =>
    act(() => api('/_swarms-local/clock', { method: 'POST', body: { action, ...extra } }), `Clock: ${action}`);

  return (
    <section aria-labelledby="controls-title" class="controls">
      <h1 id="controls-title">Test controls</h1>
      <form
        class="row"
        onSubmit={(event) => {
          event.preventDefault();
          storeNamespace(namespace);
          void refresh();
        }}
      >
        <label>
          Namespace
          <input type="text" value={namespace} onInput={(event) => setNamespace(event.currentTarget.value)} />
        </label>
        <button type="submit" class="secondary">
          Use namespace
        </button>
      </form>
      {message && (
        <p role={message.error ? 'alert' : 'status'} class={message.error ? 'error' : 'ok'}>
          {message.text}
        </p>
      )}

      <h2>Virtual clock</h2>
      <p>
        Now: <strong data-testid="clock-now">{clock?.now ?? '…'}</strong> — <span data-testid="clock-state">{clock?.frozen ? 'frozen' : 'running'}</span>
      </p>
      <div class="row">
        <button type="button" onClick={() => void clockAction(clock?.frozen ? 'unfreeze' : 'freeze')}>
          {clock?.frozen ? 'Unfreeze clock' : 'Freeze clock'}
        </button>
        <label>
          Advance by (ms)
          <input type="number" value={advance} onInput={(event) => setAdvance(event.currentTarget.value)} />
        </label>
        <button type="button" onClick={() => void clockAction('advance', { ms: Number(advance) })}>
          Advance clock
        </button>
        <button type="button" class="secondary" onClick={() => void clockAction('reset')}>
          Reset clock
        </button>
      </div>

      <h2>Faults</h2>
      <RuleTable
        family="faults"
        noun="fault"
        caption={`Active faults in namespace ${namespace}`}
        columns={FAULT_COLUMNS}
        firedTitle="Fired"
        rules={faults}
        empty="No faults in this namespace."
        act={act}
      />
      {faults.length > 0 && (
        <button
          type="button"
          class="danger"
          onClick={() =>
            confirm(`Remove all ${faults.length} faults of namespace ${namespace}?`) && void act(() => api('/_swarms-local/faults', { method: 'DELETE' }), 'Removed every fault')
          }
        >
          Remove all faults
        </button>
      )}
      <FaultForm onAdd={(rule) => act(() => api('/_swarms-local/faults', { method: 'POST', body: rule }), `Added a ${rule.kind} fault`)} />

      <StubsPanel stubs={stubs} namespace={namespace} act={act} />

      <h2>Scenarios</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void act(() => api('/_swarms-local/scenarios', { method: 'POST', body: JSON.parse(scenario) }), 'Loaded the scenario');
        }}
      >
        <label class="block">
          Scenario (JSON: a name and its faults)
          <textarea rows={6} value={scenario} onInput={(event) => setScenario(event.currentTarget.value)} spellcheck={false} />
        </label>
        <button type="submit">Load scenario</button>
      </form>

      <h2>Reset</h2>
      <p>Forgets this namespace's journal, faults, fixture cursors and clock; "everything" also deletes every user, key and log.</p>
      <div class="row">
        <button
          type="button"
          class="danger"
          onClick={() =>
            confirm(`Reset namespace ${namespace}? Its journal, faults, fixture cursors and clock are lost.`) &&
            void act(() => api('/_swarms-local/reset', { method: 'POST', body: { scope: 'namespace' } }), `Reset namespace ${namespace}`)
          }
        >
          Reset namespace
        </button>
        <button
          type="button"
          class="danger"
          onClick={() =>
            confirm('Reset everything? Every user, key, request log, journal, fault and clock is deleted.') &&
            void act(() => api('/_swarms-local/reset', { method: 'POST', body: { scope: 'all' } }), 'Reset everything')
          }
        >
          Reset everything
        </button>
      </div>
    </section>
  );
}
