import type { Config, ProviderMode } from './schema.js';

/**
 * Warnings for routes whose own `mode` overrides the mode given on the command line: the banner shows
 * the global mode, so without a warning `--mode record` in front of a `"mode": "live"` route silently
 * records nothing.
 */
export function routeModeOverrides(config: Config, requestedMode: ProviderMode | undefined): string[] {
  if (!requestedMode) return [];
  return config.routes
    .filter((route) => route.mode !== undefined && route.mode !== requestedMode)
    .map(
      (route) =>
        `route "${route.match}" has its own mode ${route.mode}, so --mode ${requestedMode} does not apply to the models it matches ` +
        '(move "mode" from the route to the top of the config file to let --mode choose).',
    );
}
