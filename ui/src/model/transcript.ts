import type { JournalNode } from './journal.js';

/** One entry of an agent's transcript. */
export interface TranscriptEntry {
  role: 'system' | 'user' | 'assistant' | 'tool' | 'tool-call' | 'error' | 'step';
  /** Who: the agent, a tool's name, the model. */
  author?: string;
  text: string;
}

/** An agent's turn as a conversation: what it was told, what it saw, what it answered. */
export interface AgentTranscript {
  agent: string;
  nodeId: string;
  entries: TranscriptEntry[];
}

interface ChatMessage {
  role?: string;
  content?: unknown;
  name?: string;
}

const textOf = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content.map((part) => (typeof part === 'string' ? part : ((part as { text?: string }).text ?? JSON.stringify(part)))).join('\n')
      : content === undefined || content === null
        ? ''
        : JSON.stringify(content, null, 2);

const roleOf = (role: string | undefined): TranscriptEntry['role'] => (role === 'system' || role === 'assistant' || role === 'tool' ? role : 'user');

/**
 * An agent turn's transcript: the messages of its first provider call (system prompt and what it
 * saw), then for each call what was new in its messages (tool results), what it answered (text and
 * tool calls), and failed calls' errors.
 */
export function transcriptOf(agent: JournalNode): AgentTranscript {
  const entries: TranscriptEntry[] = [];
  const nodes = ownNodes(agent);
  // Tool calls the runtime made are nodes of their own (with their results): the answers' copies are not repeated.
  const toolNodes = nodes.some((node) => node.kind === 'tool-call');
  let seen = 0;
  for (const node of nodes) {
    if (node.kind === 'step') {
      entries.push({ role: 'step', author: node.name, text: textOf(node.output ?? node.input ?? '') });
      continue;
    }
    if (node.kind === 'tool-call') {
      entries.push({ role: 'tool-call', author: node.name, text: textOf(node.input) });
      if (node.output !== undefined) entries.push({ role: 'tool', author: node.name, text: textOf(node.output) });
      continue;
    }
    if (node.kind !== 'provider-call') continue;
    const messages = Array.isArray(node.input) ? (node.input as ChatMessage[]) : [];
    for (const message of messages.slice(seen)) {
      // A tool result already shown under its tool call is not repeated.
      if (message.role === 'tool' && entries.some((entry) => entry.role === 'tool' && entry.text === textOf(message.content))) continue;
      if (message.role === 'assistant' && !textOf(message.content)) continue;
      if (message.role === 'assistant' && entries.some((entry) => entry.role === 'assistant' && entry.text === textOf(message.content))) continue;
      entries.push({ role: roleOf(message.role), author: message.name, text: textOf(message.content) });
    }
    seen = messages.length;
    const error = node.attributes?.error;
    if (typeof error === 'string') entries.push({ role: 'error', author: node.name, text: error });
    else if (node.output !== undefined) {
      const output = node.output as string | { text?: string; toolCalls?: Array<{ name: string; arguments: string }> };
      if (typeof output === 'string') entries.push({ role: 'assistant', author: agent.name, text: output });
      else {
        if (output.text) entries.push({ role: 'assistant', author: agent.name, text: output.text });
        if (!toolNodes) for (const call of output.toolCalls ?? []) entries.push({ role: 'tool-call', author: call.name, text: call.arguments });
      }
    }
  }
  if (!nodes.some((node) => node.kind === 'provider-call') && agent.output !== undefined) {
    entries.push({ role: 'assistant', author: agent.name, text: textOf(agent.output) });
  }
  return { agent: agent.name, nodeId: agent.id, entries };
}

/**
 * An agent's own nodes in order, an autonomous loop's step nodes (phases, subtasks, limits) opened in place:
 * the step, then its calls. Agents under a step (sub-agents, handoffs) have transcripts of their own.
 */
function ownNodes(node: JournalNode): JournalNode[] {
  return node.children.flatMap((child) => (child.kind === 'step' ? [child, ...ownNodes(child)] : child.kind === 'agent' ? [] : [child]));
}

/** Every agent turn of a run, in the order they started. */
export function transcriptsOf(root: JournalNode): AgentTranscript[] {
  const agents: JournalNode[] = [];
  const visit = (node: JournalNode) => {
    if (node.kind === 'agent') agents.push(node);
    node.children.forEach(visit);
  };
  visit(root);
  return agents.sort((a, b) => Date.parse(a.startedAt) - Date.parse(b.startedAt)).map(transcriptOf);
}
