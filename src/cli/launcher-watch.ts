/** How often a server started by npx checks that its launcher is still there. */
const CHECK_EVERY_MS = 1_000;

/**
 * Under `npx swarms-local` (npm exec) the server runs below `npm exec` and a `sh -c`; a SIGTERM sent to the npx
 * process ends npm and the shell but is not passed on, so the server would live on, orphaned, holding its port.
 * Started that way, the server watches its parent and stops as on a signal once it has been re-parented.
 * Started any other way (the installed command, node, a supervisor) nothing is watched: a detached server is wanted there.
 */
export function watchLauncher(env: NodeJS.ProcessEnv, onGone: () => void): void {
  if (env.npm_command !== 'exec') return;
  const launcher = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === launcher) return;
    clearInterval(timer);
    onGone();
  }, CHECK_EVERY_MS);
  timer.unref();
}
