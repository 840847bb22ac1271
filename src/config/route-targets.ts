import type { Config, ProviderMode, RouteConfig } from './schema.js';

/** The modes whose calls leave this process for a model server. */
const NETWORK_MODES: readonly ProviderMode[] = ['live', 'record', 'replay-or-record'];

/** The example route error messages suggest, so a user can paste it. */
const EXAMPLE_ROUTE = '{ "match": "*", "baseURL": "https://api.openai.com/v1", "apiKeyEnv": "OPENAI_API_KEY" }';

/** The mode a route's models are answered in: its own, else the global one. */
function routeMode(config: Config, route: RouteConfig): ProviderMode {
  return route.mode ?? config.mode;
}

function routeName(route: RouteConfig, index: number): string {
  return `routes[${index}] (match "${route.match}")`;
}

/**
 * What is wrong with the routes, every problem at once: a route that sends prompts to a model server
 * must name that server (there is no default host, so nothing leaves the machine unless a route
 * says where); live or record mode needs at least one route; every key variable a sending route
 * names must be set.
 */
export function routeProblems(config: Config, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (NETWORK_MODES.includes(config.mode) && config.routes.length === 0) {
    problems.push(
      `mode ${config.mode} sends prompts to a model server, but no route names one. Add a route with its baseURL to the config file, ` +
        `e.g. "routes": [${EXAMPLE_ROUTE}], or use --mode synthetic to stay offline.`,
    );
  }
  config.routes.forEach((route, index) => {
    if (!NETWORK_MODES.includes(routeMode(config, route))) return;
    if (!route.baseURL) {
      problems.push(
        `${routeName(route, index)} is in ${routeMode(config, route)} mode but names no baseURL: say where its prompts go ` +
          '(e.g. "baseURL": "http://127.0.0.1:11434/v1" for Ollama, "https://api.openai.com/v1" for OpenAI); nothing is sent to a default host.',
      );
    }
    if (route.apiKeyEnv && !env[route.apiKeyEnv]) {
      problems.push(
        `${routeName(route, index)} needs an API key in the environment variable ${route.apiKeyEnv}, which is not set. ` +
          `Set it (export ${route.apiKeyEnv}=...), point the route's "apiKeyEnv" at the variable that holds it, or remove "apiKeyEnv" for a server that needs no key.`,
      );
    }
  });
  return problems;
}

/** One line per route saying where its models go (`ollama/* → live http://127.0.0.1:11434/v1, no key`), and where the rest go. */
export function describeRouteTargets(config: Config): string[] {
  const lines = config.routes.map((route) => {
    const mode = routeMode(config, route);
    if (!NETWORK_MODES.includes(mode)) return `${route.match} → ${mode} (on this machine)`;
    const model = route.model ? `, as model ${route.model}` : '';
    const protocol = route.protocol === 'openai' ? '' : ` (${route.protocol} protocol)`;
    return `${route.match} → ${mode} ${route.baseURL ?? '(no baseURL)'}${protocol}${model}, ${route.apiKeyEnv ? `key from ${route.apiKeyEnv}` : 'no key'}`;
  });
  if (!config.routes.some((route) => route.match === '*')) {
    const rest = NETWORK_MODES.includes(config.mode) ? 'refused (no route matches them)' : `${config.mode} (on this machine)`;
    lines.push(`${config.routes.length ? 'other models' : 'all models'} → ${rest}`);
  }
  return lines;
}
