import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { api, followFeed, queryString } from '../api.js';
import type { RunningRun, RunsPage, RunSummary } from '../model/journal.js';
import { olderFirst } from '../model/run-diff.js';
import { formatCost, formatDuration, plural } from '../model/usage.js';
import { RunFilters, type Filters, EMPTY_FILTERS, filterQuery } from './run-filters.js';

const PAGE = 50;

/**
 * The runs list: newest first, filtered, paged from the store by cursor, and live — the feed's
 * run-start adds a running row at once, run-end reloads the first page (its row is in the store).
 */
export function RunsList() {
  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  const [runs, setRuns] = useState<RunSummary[]>([]);
  const [running, setRunning] = useState<RunningRun[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const shown = useRef(PAGE);
  // Runs ticked for comparison, oldest tick first; ticking a third drops the first.
  const [compared, setCompared] = useState<string[]>([]);
  const toggleCompared = (id: string) => setCompared((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id].slice(-2)));

  const load = useCallback(
    async (append: boolean) => {
      setLoading(true);
      try {
        const limit = append ? PAGE : Math.min(500, Math.max(PAGE, shown.current));
        const page = await api<RunsPage>(`/_swarms-local/runs${queryString({ ...filterQuery(filters), limit, cursor: append ? (cursor ?? undefined) : undefined })}`);
        setRuns((current) => {
          const next = append ? [...current, ...page.runs] : page.runs;
          shown.current = next.length;
          return next;
        });
        if (!append) setRunning(page.running);
        setCursor(page.next_cursor);
        setError(null);
      } catch (failure) {
        setError((failure as Error).message);
      } finally {
        setLoading(false);
      }
    },
    [filters, cursor],
  );

  useEffect(() => {
    shown.current = PAGE;
    void load(false);
  }, [filters]);

  // The live feed: refetching the first page honours the filters without re-implementing them here.
  const reload = useRef(load);
  reload.current = load;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = followFeed(({ event, data }) => {
      if (event === 'run-start') setRunning((current) => [data as RunningRun, ...current.filter((run) => run.id !== (data as RunningRun).id)]);
      if (event === 'run-end') {
        setRunning((current) => current.filter((run) => run.id !== (data as { id: string }).id));
        clearTimeout(timer);
        timer = setTimeout(() => void reload.current(false), 150);
      }
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);

  return (
    <section aria-labelledby="runs-title">
      <h1 id="runs-title">Runs</h1>
      <RunFilters value={filters} onChange={setFilters} />
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <p class="compare">
        {compared.length === 2 ? (
          <a class="button" href={`#/diff/${olderFirst(compared, runs).map(encodeURIComponent).join('/')}`}>
            Compare the two ticked runs
          </a>
        ) : (
          <span class="muted">Tick two runs to compare them side by side.</span>
        )}
      </p>
      <table class="runs">
        <caption class="visually-hidden">Runs, newest first</caption>
        <thead>
          <tr>
            <th scope="col">
              <span class="visually-hidden">Compare</span>
            </th>
            <th scope="col">Started</th>
            <th scope="col">Run</th>
            <th scope="col">Endpoint</th>
            <th scope="col">Status</th>
            <th scope="col" class="number">
              Duration
            </th>
            <th scope="col" class="number">
              Tokens
            </th>
            <th scope="col" class="number">
              Cost
            </th>
            <th scope="col">Models</th>
            <th scope="col">Namespace</th>
          </tr>
        </thead>
        <tbody aria-live="polite">
          {running.map((run) => (
            <tr key={run.id} class="running">
              <td />
              <td>{new Date(run.started_at).toLocaleTimeString()}</td>
              <td>
                <a href={`#/runs/${encodeURIComponent(run.id)}`}>{run.name ?? run.id}</a>
              </td>
              <td>{run.endpoint}</td>
              <td>
                <span class="badge running">running</span>
              </td>
              <td colSpan={4} />
              <td>{run.namespace}</td>
            </tr>
          ))}
          {runs.map((run) => (
            <tr key={run.id}>
              <td>
                <input type="checkbox" aria-label={`Compare ${run.name ?? run.job_id ?? run.id}`} checked={compared.includes(run.id)} onChange={() => toggleCompared(run.id)} />
              </td>
              <td>
                <time dateTime={run.created_at}>{new Date(run.created_at).toLocaleString()}</time>
              </td>
              <td>
                <a href={`#/runs/${encodeURIComponent(run.id)}`}>{run.name ?? run.job_id ?? run.id}</a>
                {run.swarm_type && <span class="muted"> · {run.swarm_type}</span>}
                {run.agents > 0 && <span class="muted"> · {plural(run.agents, 'agent')}</span>}
              </td>
              <td>{run.endpoint}</td>
              <td>
                <span class={`badge ${run.success ? 'ok' : 'error'}`}>{run.status}</span>
              </td>
              <td class="number">{formatDuration(run.duration_ms)}</td>
              <td class="number">{(run.input_tokens + run.output_tokens).toLocaleString()}</td>
              <td class="number">{formatCost(run.cost)}</td>
              <td>{run.models.join(', ')}</td>
              <td>{run.namespace}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!loading && !runs.length && !running.length && <p class="muted">No runs match. Send a request to the API and it appears here at once.</p>}
      {cursor && (
        <button type="button" onClick={() => void load(true)} disabled={loading}>
          Load older runs
        </button>
      )}
    </section>
  );
}
