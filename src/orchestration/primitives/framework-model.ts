import type { RunContext } from '../run-context.js';

/**
 * The model a built-in agent runs on: the one the framework gives it, when this server can route
 * that name, else the request's model — so a setup that routes only the caller's model (one local
 * backend) still runs every type instead of failing on a name it never asked for.
 */
export function frameworkModel(context: RunContext, frameworkDefault: string, requestModel: string): string {
  try {
    context.router.assertAvailable(frameworkDefault);
    return frameworkDefault;
  } catch {
    return requestModel;
  }
}
