import { benchHttpOverhead } from './bench/http-overhead.js';

// `npm run bench`: every benchmark in one run, printed as Markdown tables. BENCH_SECONDS shortens it.
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

await benchHttpOverhead(seconds);
