import type { ModelUsage, RunFacts } from '../store/repositories.js';
import type { JournalNode } from './journal-node.js';

function walk(node: JournalNode, visit: (node: JournalNode) => void): void {
  visit(node);
  for (const child of node.children) walk(child, visit);
}

/** Per-model usage of a request tree: every provider call counted under the model it asked for. */
function modelUsageOf(request: JournalNode): ModelUsage[] {
  const byModel = new Map<string, ModelUsage>();
  walk(request, (node) => {
    if (node.kind !== 'provider-call') return;
    const usage = byModel.get(node.name) ?? { model: node.name, calls: 0, inputTokens: 0, outputTokens: 0, cost: 0 };
    usage.calls += 1;
    usage.inputTokens += node.tokens?.input ?? 0;
    usage.outputTokens += node.tokens?.output ?? 0;
    usage.cost += node.cost ?? 0;
    byModel.set(node.name, usage);
  });
  return [...byModel.values()];
}

/**
 * What a finished run was, read from its journal tree (agents that took a turn, models called) and
 * from its request (a swarm's `name`; the swarm type the run resolved).
 */
export function runFactsOf(request: JournalNode, namespace: string, options: { name?: unknown; swarmType?: string }): RunFacts {
  const agents = new Set<string>();
  walk(request, (node) => {
    if (node.kind === 'agent') agents.add(node.name);
  });
  return {
    namespace,
    name: typeof options.name === 'string' && options.name ? options.name : null,
    swarmType: options.swarmType ?? null,
    models: modelUsageOf(request),
    agents: [...agents],
  };
}
