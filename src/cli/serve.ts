import { startServer } from '../server.js';
import type { ConfigInput } from '../config/schema.js';
import { routeModeOverrides } from '../config/route-mode-overrides.js';
import { flagName } from './serve-options.js';
import { startupSummary } from './startup-summary.js';
import { watchLauncher } from './launcher-watch.js';
import { describeTraces } from '../observability/tracing/trace-settings.js';
import { maskPostgresUrl } from '../store/postgres/postgres-url.js';

/** Runs the server in the foreground until SIGINT/SIGTERM (or, under npx, until npx ends), then drains within the grace period and closes the database; a second signal exits at once. */
export async function serve(flags: ConfigInput, configFile: string | undefined): Promise<void> {
  // The command line logs each request unless told not to (--quiet, "logRequests": false).
  const running = await startServer({ ...flags, configFile, env: process.env, logRequestsByDefault: true, flagName });
  const { config } = running;
  let stopping = false;
  const stop = (signal: NodeJS.Signals, reason = `${signal} received`) => {
    if (stopping) {
      // A second Ctrl-C means now: nothing more is waited for.
      process.stderr.write(`swarms-local: second ${signal}, exiting now\n`);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }
    stopping = true;
    const seconds = config.shutdownGraceMs / 1000;
    process.stderr.write(
      `swarms-local: ${reason}; no new connections, finishing in-flight requests for up to ${seconds} s (shutdownGraceMs), then cancelling them. ` +
        'Send it again to exit at once.\n',
    );
    running.close().then(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  watchLauncher(process.env, () => stop('SIGTERM', 'the npx (npm exec) process that started it has ended'));
  for (const warning of routeModeOverrides(config, flags.mode)) process.stderr.write(`swarms-local: warning: ${warning}\n`);
  // Printed after the handlers exist: a supervisor may signal as soon as it reads the banner.
  // One line, machine-readable: other-language test suites parse the URL out of it.
  process.stdout.write(`swarms-local listening on ${running.url} mode=${config.mode} db=${maskPostgresUrl(config.db)} auth=${config.auth}\n`);
  process.stdout.write(`${startupSummary({ url: running.url, config, traces: describeTraces(process.env) }).join('\n')}\n`);
}
