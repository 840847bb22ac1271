import autocannon from 'autocannon';

/** One measured endpoint. */
export interface Measurement {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Seconds of load before each measurement: lazily loaded code and the JIT settle first, for the anchor too. */
const WARM_UP_SECONDS = 1;

/**
 * Drives one URL with autocannon for a fixed duration and summarises it, after a second of the same
 * load that is not counted. The load runs in a worker thread, so the server under test keeps its event
 * loop to itself, as it would behind real clients.
 */
export async function measure(
  label: string,
  url: string,
  options: { headers?: Record<string, string>; method?: 'GET' | 'POST'; body?: string; connections?: number; durationSeconds?: number; uniqueIds?: boolean } = {},
): Promise<Measurement> {
  const load = (duration: number) =>
    autocannon({
      url,
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.body,
      // `[<id>]` in the body becomes a new random id in every request.
      idReplacement: options.uniqueIds ?? false,
      connections: options.connections ?? 20,
      duration,
      workers: 1,
    });
  await load(WARM_UP_SECONDS);
  const result = await load(options.durationSeconds ?? 5);
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Prints measurements as a Markdown table (pasteable into docs/benchmarks.md). */
export function printTable(title: string, rows: Measurement[]): void {
  process.stdout.write(`\n### ${title}\n\n| endpoint | req/s | p50 ms | p99 ms | errors | non-2xx |\n|---|---:|---:|---:|---:|---:|\n`);
  for (const row of rows) {
    process.stdout.write(`| ${row.label} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.errors} | ${row.non2xx} |\n`);
  }
}
