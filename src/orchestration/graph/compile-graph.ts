import { ApiError } from '../../errors/api-error.js';

/** A graph as declared: node names and directed edges. */
interface GraphDeclaration {
  nodes: string[];
  edges: Array<{ source: string; target: string }>;
  entryPoints?: string[] | null;
  endPoints?: string[] | null;
}

/** A compiled graph: layers to run in order (nodes within a layer in parallel), and who feeds whom. */
export interface CompiledGraph {
  layers: string[][];
  predecessors: Map<string, string[]>;
  entryPoints: string[];
  endPoints: string[];
}

const invalid = (message: string) => new ApiError('GRAPH_INVALID', message);

function checkNodes(declaration: GraphDeclaration): void {
  if (declaration.nodes.length === 0) throw invalid('The graph has no nodes. Add agents: each agent (by agent_name) is a node.');
  const seen = new Set<string>();
  for (const node of declaration.nodes) {
    if (seen.has(node)) throw invalid(`Two agents are named "${node}"; node names must be unique. Rename one of them.`);
    seen.add(node);
  }
  declaration.edges.forEach((edge, index) => {
    for (const end of ['source', 'target'] as const) {
      if (!seen.has(edge[end])) {
        throw invalid(
          `Edge ${index} (${edge.source} -> ${edge.target}) names an unknown ${end} node "${edge[end]}". Known nodes: ${declaration.nodes.join(', ')}. Fix the edge or add an agent named "${edge[end]}".`,
        );
      }
    }
    if (edge.source === edge.target) throw invalid(`Edge ${index} (${edge.source} -> ${edge.target}) connects a node to itself, which makes a cycle. Remove it.`);
  });
  for (const [field, list] of [
    ['entry_points', declaration.entryPoints],
    ['end_points', declaration.endPoints],
  ] as const) {
    for (const node of list ?? []) if (!seen.has(node)) throw invalid(`${field} names an unknown node "${node}". Known nodes: ${declaration.nodes.join(', ')}.`);
  }
}

/** One cycle's nodes, found by walking from a node that never became ready. */
function findCycle(remaining: Set<string>, successors: Map<string, string[]>): string[] {
  const start = [...remaining][0];
  const path: string[] = [];
  const onPath = new Map<string, number>();
  let current = start;
  while (!onPath.has(current)) {
    onPath.set(current, path.length);
    path.push(current);
    current = successors.get(current)!.find((next) => remaining.has(next))!;
  }
  return [...path.slice(onPath.get(current)!), current];
}

/**
 * Compiles a graph once: unknown nodes in edges, cycles and unreachable nodes are 400s that name
 * the offending node or edge and the fix; entry points default to nodes without incoming edges,
 * end points to nodes without outgoing edges; layers come from the longest path from an entry.
 */
export function compileGraph(declaration: GraphDeclaration): CompiledGraph {
  checkNodes(declaration);
  const successors = new Map(declaration.nodes.map((node) => [node, [] as string[]]));
  const predecessors = new Map(declaration.nodes.map((node) => [node, [] as string[]]));
  for (const { source, target } of declaration.edges) {
    if (!successors.get(source)!.includes(target)) successors.get(source)!.push(target);
    if (!predecessors.get(target)!.includes(source)) predecessors.get(target)!.push(source);
  }
  // Kahn's algorithm, layer by layer: a node's layer is one more than its deepest predecessor's.
  const indegree = new Map(declaration.nodes.map((node) => [node, predecessors.get(node)!.length]));
  const layers: string[][] = [];
  let ready = declaration.nodes.filter((node) => indegree.get(node) === 0);
  let placed = 0;
  while (ready.length) {
    layers.push(ready);
    placed += ready.length;
    const next: string[] = [];
    for (const node of ready) {
      for (const target of successors.get(node)!) {
        indegree.set(target, indegree.get(target)! - 1);
        if (indegree.get(target) === 0) next.push(target);
      }
    }
    ready = next;
  }
  if (placed < declaration.nodes.length) {
    const remaining = new Set(declaration.nodes.filter((node) => indegree.get(node)! > 0));
    const cycle = findCycle(remaining, successors);
    throw invalid(`The graph has a cycle: ${cycle.join(' -> ')}. Remove one of these edges (graph workflows must be acyclic; use max_loops to repeat the graph).`);
  }
  const entryPoints = declaration.entryPoints?.length ? declaration.entryPoints : declaration.nodes.filter((node) => predecessors.get(node)!.length === 0);
  const reachable = new Set<string>();
  const stack = [...entryPoints];
  while (stack.length) {
    const node = stack.pop()!;
    if (reachable.has(node)) continue;
    reachable.add(node);
    stack.push(...successors.get(node)!);
  }
  const unreachable = declaration.nodes.filter((node) => !reachable.has(node));
  if (unreachable.length) {
    throw invalid(`Node(s) ${unreachable.join(', ')} cannot be reached from the entry points (${entryPoints.join(', ')}). Add an edge into them or list them in entry_points.`);
  }
  const endPoints = declaration.endPoints?.length ? declaration.endPoints : declaration.nodes.filter((node) => successors.get(node)!.length === 0);
  return { layers, predecessors, entryPoints, endPoints };
}
