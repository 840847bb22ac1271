import { useEffect, useMemo, useState } from 'preact/hooks';
import uPlot from 'uplot';
import { api, queryString } from '../api.js';
import { bucketFor, categoryAxisLayout, formatCost, tickLabels, timeSeries, usageTotals, type UsageBucket, valueAxisSize } from '../model/usage.js';
import { Chart, cssColor } from './chart.js';

interface Account {
  user_id: string;
  name: string;
  tier: string;
  credit_balance: number | null;
  windows: Array<{ name: string; count: number; limit: number; remaining: number; exceeded: boolean; reset_time: string }>;
}

interface UsageAnswer {
  buckets: UsageBucket[];
  accounts: Account[];
}

const RANGES: Array<[string, number]> = [
  ['Last hour', 3_600_000],
  ['Last 24 hours', 86_400_000],
  ['Last 7 days', 7 * 86_400_000],
  ['Last 30 days', 30 * 86_400_000],
];

const GROUPS = [
  ['model', 'By model (token cost)'],
  ['swarmType', 'By swarm type'],
  ['endpoint', 'By endpoint'],
] as const;

/** Usage: cost and tokens over time and by model, swarm type and endpoint; credits and rate-limit windows. */
export function UsageView() {
  const [range, setRange] = useState(RANGES[1][1]);
  const [data, setData] = useState<Record<string, UsageBucket[]>>({});
  const [accounts, setAccounts] = useState<Account[]>([]);
  const [error, setError] = useState<string | null>(null);
  const bucketMs = bucketFor(range);
  useEffect(() => {
    const from = new Date(Date.now() - range).toISOString();
    Promise.all(
      ['time', ...GROUPS.map(([by]) => by)].map((by) =>
        api<UsageAnswer>(`/_swarms-local/usage${queryString({ by, from, bucket_ms: by === 'time' ? bucketMs : undefined })}`).then((answer) => [by, answer] as const),
      ),
    )
      .then((answers) => {
        setData(Object.fromEntries(answers.map(([by, answer]) => [by, answer.buckets])));
        setAccounts(answers[0][1].accounts);
        setError(null);
      })
      .catch((failure: Error) => setError(failure.message));
  }, [range]);

  const totals = usageTotals(data.time ?? []);
  return (
    <section aria-labelledby="usage-title">
      <h1 id="usage-title">Usage</h1>
      <label>
        Range
        <select value={String(range)} onChange={(event) => setRange(Number(event.currentTarget.value))}>
          {RANGES.map(([label, ms]) => (
            <option key={ms} value={String(ms)}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <p class="headline">
        {totals.runs.toLocaleString()} runs · {totals.tokens.toLocaleString()} tokens · {formatCost(totals.cost)}
      </p>
      <h2>Over time</h2>
      <TimeChart buckets={data.time ?? []} bucketMs={bucketMs} range={range} />
      <div class="grid">
        {GROUPS.map(([by, title]) => (
          <div key={by}>
            <h2>{title}</h2>
            <CategoryChart buckets={data[by] ?? []} label={`Cost ${title.toLowerCase()}`} />
          </div>
        ))}
      </div>
      <h2>Credits and rate limits</h2>
      <Accounts accounts={accounts} />
    </section>
  );
}

/** A value axis: its ticks written whole, and as wide as its longest one, so its title never covers them. */
const valueAxis = (axis: uPlot.Axis): uPlot.Axis => ({
  stroke: cssColor('--muted'),
  values: (_plot, splits) => tickLabels(splits),
  size: (_plot, values) => valueAxisSize(values),
  ...axis,
});

/** The height of a category chart's plot, above the names under its bars. */
const CATEGORY_PLOT_HEIGHT = 190;
/** About how wide the value axis and the chart's edges are, so a category chart's height is sized for its plot's width. */
const VALUE_AXIS_ROOM = 70;

/** Bars start at zero whatever the data (uPlot's auto range would start at the smallest value). */
const fromZero: uPlot.Range.Function = (_plot, _min, max) => [0, max > 0 ? max * 1.1 : 1];

function TimeChart({ buckets, bucketMs, range }: { buckets: UsageBucket[]; bucketMs: number; range: number }) {
  const series = useMemo(() => timeSeries(buckets, bucketMs), [buckets, bucketMs]);
  const options = useMemo<Omit<uPlot.Options, 'width' | 'height'>>(
    () => ({
      // The x axis is the chosen range, not just the span of the buckets (one bucket would fill the chart).
      scales: {
        x: { time: true, range: () => [(Date.now() - range) / 1000, Date.now() / 1000 + bucketMs / 1000] },
        cost: { range: fromZero },
        tokens: { range: fromZero },
      },
      axes: [{ stroke: cssColor('--muted') }, valueAxis({ scale: 'cost', label: 'cost ($)' }), valueAxis({ scale: 'tokens', label: 'tokens', side: 1, grid: { show: false } })],
      series: [
        {},
        { label: 'cost ($)', scale: 'cost', stroke: cssColor('--accent'), width: 2, paths: uPlot.paths.bars!({ size: [0.6, 40] }), fill: cssColor('--accent-soft') },
        { label: 'tokens', scale: 'tokens', stroke: cssColor('--accent-2'), width: 2, points: { show: true } },
      ],
    }),
    [range, bucketMs],
  );
  if (!series.x.length) return <p class="muted">No runs in this range.</p>;
  return <Chart options={options} data={[series.x, series.cost, series.tokens]} label="Cost and tokens over time" />;
}

function CategoryChart({ buckets, label }: { buckets: UsageBucket[]; label: string }) {
  const options = useMemo<Omit<uPlot.Options, 'width' | 'height'>>(() => {
    const layoutOf = (plot: uPlot) =>
      categoryAxisLayout(
        buckets.map((bucket) => bucket.key),
        plot.bbox.width / devicePixelRatio,
      );
    return {
      scales: { x: { time: false, range: [-0.5, buckets.length - 0.5] }, y: { range: fromZero } },
      axes: [
        {
          // One tick per bar, named as the chart's width allows (turned, thinned, cut: the table below names each in full).
          splits: () => buckets.map((_, index) => index),
          values: (plot) => layoutOf(plot).labels,
          rotate: (plot) => layoutOf(plot).rotate,
          size: (plot) => layoutOf(plot).size,
          stroke: cssColor('--muted'),
        },
        valueAxis({ label: 'cost ($)' }),
      ],
      series: [{}, { label: 'cost ($)', stroke: cssColor('--accent'), fill: cssColor('--accent-soft'), paths: uPlot.paths.bars!({ size: [0.6, 80] }) }],
      legend: { show: false },
      // Room on the right for the last turned name, which runs past its bar.
      padding: [null, (plot) => (plot.bbox?.width > 0 ? Math.max(12, layoutOf(plot).overhang) : 12), null, null],
    };
  }, [buckets]);
  const heightFor = (widthPx: number) =>
    CATEGORY_PLOT_HEIGHT +
    categoryAxisLayout(
      buckets.map((bucket) => bucket.key),
      widthPx - VALUE_AXIS_ROOM,
    ).size;
  if (!buckets.length) return <p class="muted">Nothing yet.</p>;
  return (
    <>
      <Chart options={options} data={[buckets.map((_, index) => index), buckets.map((bucket) => bucket.cost)]} label={label} heightFor={heightFor} />
      <table class="compact">
        <caption class="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col" class="number">
              Runs
            </th>
            <th scope="col" class="number">
              Tokens
            </th>
            <th scope="col" class="number">
              Cost
            </th>
          </tr>
        </thead>
        <tbody>
          {buckets.map((bucket) => (
            <tr key={bucket.key}>
              <td>{bucket.key}</td>
              <td class="number">{bucket.runs}</td>
              <td class="number">{(bucket.input_tokens + bucket.output_tokens).toLocaleString()}</td>
              <td class="number">{formatCost(bucket.cost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function Accounts({ accounts }: { accounts: Account[] }) {
  if (!accounts.length) return <p class="muted">No users yet.</p>;
  return (
    <table>
      <caption class="visually-hidden">Users with their credit balance and rate-limit windows</caption>
      <thead>
        <tr>
          <th scope="col">User</th>
          <th scope="col">Tier</th>
          <th scope="col" class="number">
            Credits
          </th>
          <th scope="col">Minute</th>
          <th scope="col">Hour</th>
          <th scope="col">Day</th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => (
          <tr key={account.user_id}>
            <td>{account.name}</td>
            <td>{account.tier}</td>
            <td class="number">{account.credit_balance === null ? 'unlimited' : formatCost(account.credit_balance)}</td>
            {account.windows.map((window) => (
              <td key={window.name}>
                <meter min={0} max={window.limit} value={window.count} aria-label={`${window.name} window: ${window.count} of ${window.limit}`} /> {window.count}/{window.limit}
                {window.exceeded && <span class="badge error">full</span>}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
