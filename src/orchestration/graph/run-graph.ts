import type { AgentDefinition } from '../agent-definition.js';
import { runAgent } from '../agent-runtime.js';
import { runParallel } from '../parallel.js';
import type { RunContext } from '../run-context.js';
import { withAgentTools } from '../tools/prepare-tools.js';
import type { CompiledGraph } from './compile-graph.js';

/** One node's trace (`verbose`): when it ran, from whose outputs, what it cost in tokens. */
export interface NodeTrace {
  node: string;
  loop: number;
  layer: number;
  started_at_ms: number;
  duration_ms: number;
  inputs_from: string[];
  input_tokens: number;
  output_tokens: number;
}

/** The result of running a compiled graph. */
interface GraphRun {
  /** Each node's output in the last loop. */
  outputs: Record<string, string>;
  trace: NodeTrace[];
}

/**
 * Runs a compiled graph: layer by layer, nodes of a layer in parallel; each node gets the task plus
 * its predecessors' outputs, labelled by node. `maxLoops` repeats the graph, feeding the end
 * points' outputs back to the entry points.
 */
export async function runGraph(
  context: RunContext,
  graph: CompiledGraph,
  agents: Map<string, AgentDefinition>,
  input: { task: string; images: string[]; maxLoops: number },
): Promise<GraphRun> {
  const trace: NodeTrace[] = [];
  let outputs: Record<string, string> = {};
  let carried: string | undefined;
  const startedAt = context.clock.now();
  for (let loop = 0; loop < input.maxLoops; loop += 1) {
    const current: Record<string, string> = {};
    for (const [layerIndex, layer] of graph.layers.entries()) {
      await runParallel(layer, async (node) => {
        const sources = graph.predecessors.get(node) ?? [];
        const parts = sources.map((source) => `[${source}]\n${current[source]}`);
        const fedBack = carried !== undefined && graph.entryPoints.includes(node);
        if (fedBack) parts.push(carried!);
        const before = context.usage.perAgent.get(node) ?? { inputTokens: 0, outputTokens: 0, calls: 0 };
        const snapshot = { input: before.inputTokens, output: before.outputTokens };
        const nodeStart = context.clock.now();
        const agent = agents.get(node)!;
        // A node's MCP servers are connected for its run, as an agent run's are.
        const result = await withAgentTools(context, agent, (tools) =>
          runAgent(context, agent, {
            task: input.task,
            context: parts.length ? `Outputs of the nodes before you:\n\n${parts.join('\n\n')}` : undefined,
            images: input.images,
            tools,
          }),
        );
        current[node] = result.output;
        const after = context.usage.perAgent.get(node)!;
        trace.push({
          node,
          loop,
          layer: layerIndex,
          started_at_ms: nodeStart - startedAt,
          duration_ms: context.clock.now() - nodeStart,
          inputs_from: fedBack ? [...sources, ...graph.endPoints] : sources,
          input_tokens: after.inputTokens - snapshot.input,
          output_tokens: after.outputTokens - snapshot.output,
        });
      });
    }
    // Parallel nodes finish in any order; the response lists them in layer order so it is stable.
    outputs = Object.fromEntries(graph.layers.flat().map((node) => [node, current[node]]));
    carried = `Results of the previous pass:\n\n${graph.endPoints.map((node) => `[${node}]\n${current[node]}`).join('\n\n')}`;
  }
  const position = new Map(graph.layers.flat().map((node, index) => [node, index]));
  trace.sort((first, second) => first.loop - second.loop || position.get(first.node)! - position.get(second.node)!);
  return { outputs, trace };
}
