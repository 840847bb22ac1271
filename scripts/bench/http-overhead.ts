import { startServer } from './compiled-server.js';
import { CONNECTIONS } from './anchor.js';
import { medianRows, throughputTarget, type BenchEntry } from './bench-entry.js';
import { measure, printTable } from './measure.js';
import { interleaved } from './rounds.js';

/** The header every bench request authenticates with (open auth: any key is its own premium user). */
export const BENCH_KEY = { 'x-api-key': 'sk-bench-0000000000000000' };

/**
 * `/health`, two catalogue GETs and `/v1/rate/limits`, each with authentication and rate-limit headers, each in
 * rounds alternated with its anchor. Each row names the path it measured: `/health` from a known key is answered
 * by the health front door before express; the other GETs go through the whole express app.
 */
export const httpOverhead: BenchEntry = {
  name: 'http',
  async run({ seconds, anchors }) {
    const swarms = await startServer({ port: 0, db: ':memory:' });
    const get = (path: string, via: string) => () =>
      measure(`swarms-local ${path} (${via})`, `${swarms.url}${path}`, { headers: BENCH_KEY, connections: CONNECTIONS, durationSeconds: seconds });
    const express = () => anchors.express(seconds);
    try {
      const healthOnBare = await interleaved(() => anchors.bare(seconds), get('/health', 'health front door, before express'));
      const health = await interleaved(express, get('/health', 'health front door, before express'));
      const models = await interleaved(express, get('/v1/models/available', 'express app: auth, rate limits, route'));
      const swarmTypes = await interleaved(express, get('/v1/swarms/available', 'express app: auth, rate limits, route'));
      const limits = await interleaved(express, get('/v1/rate/limits', 'express app: auth, rate limits, route'));
      printTable(
        `GETs with authentication and rate-limit headers (${CONNECTIONS} connections; each beside its anchor, rounds alternated)`,
        medianRows([healthOnBare, health, models, swarmTypes, limits]),
      );
      return [
        throughputTarget('`/health` (health front door) vs bare node:http `/health`', healthOnBare.subject, healthOnBare.anchor, 0.5),
        throughputTarget('`/health` (health front door) vs minimal express', health.subject, health.anchor, 0.7),
        throughputTarget('`/v1/models/available` (express app) vs minimal express', models.subject, models.anchor, 0.7),
        throughputTarget('`/v1/swarms/available` (express app) vs minimal express', swarmTypes.subject, swarmTypes.anchor, 0.7),
      ];
    } finally {
      await swarms.close();
    }
  },
};
