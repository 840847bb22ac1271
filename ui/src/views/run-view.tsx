import { useEffect, useMemo, useState } from 'preact/hooks';
import { api } from '../api.js';
import { curlCommand } from '../model/curl.js';
import type { RunDetail } from '../model/journal.js';
import { transcriptsOf } from '../model/transcript.js';
import { formatCost, formatDuration } from '../model/usage.js';
import { waterfallRows } from '../model/waterfall.js';
import { JsonBlock } from './json-block.js';
import { NodeDetail } from './node-detail.js';
import { Transcripts } from './transcripts.js';
import { Waterfall } from './waterfall.js';

type Tab = 'timeline' | 'transcripts' | 'bodies';

/** How often a run still in flight is fetched again. */
const RUNNING_POLL_MS = 1000;

/** One run: the timeline waterfall, each agent's transcript, the request and response bodies, copy as curl. */
export function RunView({ id }: { id: string }) {
  const [detail, setDetail] = useState<RunDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('timeline');
  const [selected, setSelected] = useState<string | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [copied, setCopied] = useState('');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const fetchRun = async () => {
      try {
        const next = await api<RunDetail>(`/_swarms-local/runs/${encodeURIComponent(id)}`);
        if (cancelled) return;
        setDetail(next);
        setError(null);
        const stillRunning = next.tree && next.tree.durationMs === undefined;
        if (stillRunning) timer = setTimeout(fetchRun, RUNNING_POLL_MS);
        // A running request's journal id gives way to its log id once it is recorded.
        else if (next.run && next.run.id !== id) location.replace(`#/runs/${encodeURIComponent(next.run.id)}`);
      } catch (failure) {
        if (!cancelled) setError((failure as Error).message);
      }
    };
    void fetchRun();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [id]);

  const tree = detail?.tree ?? null;
  const rows = useMemo(() => (tree ? waterfallRows(tree, collapsed) : []), [tree, collapsed]);
  const transcripts = useMemo(() => (tree ? transcriptsOf(tree) : []), [tree]);
  const selectedNode = rows.find((row) => row.id === selected)?.node ?? null;
  if (error)
    return (
      <p role="alert" class="error">
        {error}
      </p>
    );
  if (!detail) return <p aria-busy="true">Loading run…</p>;
  const run = detail.run;
  const title = run?.name ?? run?.job_id ?? tree?.name ?? id;
  const endpoint = run?.endpoint ?? String(tree?.attributes?.endpoint ?? '');
  const method = run?.method ?? String(tree?.attributes?.method ?? 'POST');

  const copyCurl = async () => {
    const command = curlCommand({ origin: location.origin, method, path: endpoint, body: tree?.input, namespace: detail.namespace });
    try {
      await navigator.clipboard.writeText(command);
      setCopied('Copied a curl command to the clipboard.');
    } catch {
      // No clipboard permission (an http origin other than localhost): show it to copy by hand.
      setCopied(command);
    }
  };
  const toggle = (nodeId: string) => {
    const next = new Set(collapsed);
    if (next.has(nodeId)) next.delete(nodeId);
    else next.add(nodeId);
    setCollapsed(next);
  };
  const tabButton = (value: Tab, label: string) => (
    <button type="button" role="tab" id={`tab-${value}`} aria-selected={tab === value} aria-controls={`panel-${value}`} onClick={() => setTab(value)}>
      {label}
    </button>
  );

  return (
    <section aria-labelledby="run-title" class="run-view">
      <p>
        <a href="#/runs">← All runs</a>
      </p>
      <h1 id="run-title">{title}</h1>
      <dl class="facts">
        <Fact label="Endpoint" value={`${method} ${endpoint}`} />
        <Fact label="Status" value={run ? String(run.status) : tree?.durationMs === undefined ? 'running' : String(tree?.attributes?.status ?? '')} />
        <Fact label="Duration" value={formatDuration(run?.duration_ms ?? tree?.durationMs)} />
        {run && <Fact label="Tokens" value={`${run.input_tokens.toLocaleString()} in / ${run.output_tokens.toLocaleString()} out`} />}
        {run && <Fact label="Cost" value={formatCost(run.cost)} />}
        {run?.job_id && <Fact label="Job id" value={run.job_id} />}
        {run?.swarm_type && <Fact label="Swarm type" value={run.swarm_type} />}
        <Fact label="Namespace" value={detail.namespace ?? 'default'} />
      </dl>
      <div class="row">
        <button type="button" onClick={() => void copyCurl()} disabled={!tree}>
          Copy as curl
        </button>
        {copied && (
          <output class="copied">
            <pre>{copied}</pre>
          </output>
        )}
      </div>
      {!tree && <p class="muted">The journal no longer holds this run's tree (it keeps the most recent requests of each namespace); its log row is below.</p>}
      <div role="tablist" aria-label="Run views" class="tabs">
        {tabButton('timeline', 'Timeline')}
        {tabButton('transcripts', `Transcripts (${transcripts.length})`)}
        {tabButton('bodies', 'Request & response')}
      </div>
      {tab === 'timeline' && (
        <div role="tabpanel" id="panel-timeline" aria-labelledby="tab-timeline" class="timeline">
          <div class="wf-head" aria-hidden="true">
            <span>Node</span>
            <span>Timeline</span>
            <span>Duration</span>
            <span>Tokens</span>
            <span title="What the node's model calls cost by their tokens; the run's cost above is what was billed (per-agent fees included)">Token cost</span>
          </div>
          {tree && <Waterfall rows={rows} selected={selected} collapsed={collapsed} onSelect={setSelected} onToggle={toggle} />}
          {selectedNode && <NodeDetail node={selectedNode} />}
        </div>
      )}
      {tab === 'transcripts' && (
        <div role="tabpanel" id="panel-transcripts" aria-labelledby="tab-transcripts">
          <Transcripts transcripts={transcripts} />
        </div>
      )}
      {tab === 'bodies' && (
        <div role="tabpanel" id="panel-bodies" aria-labelledby="tab-bodies" class="bodies">
          <h2>Request body</h2>
          <JsonBlock value={tree?.input ?? null} label="Request body" />
          <h2>Response body</h2>
          <JsonBlock value={run?.body ?? null} label="Response body" />
        </div>
      )}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
