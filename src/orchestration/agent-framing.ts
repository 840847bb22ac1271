import type { ChatMessage, ContentPart } from '../providers/spec.js';
import { messageText } from '../providers/message-text.js';
import { isoNaive } from '../runtime/timestamps.js';
import type { AgentDefinition } from './agent-definition.js';
import type { RunContext } from './run-context.js';

/** One entry of an agent's short-term memory, as the framework's `Conversation` keeps it (`time_enabled`). */
export interface MemoryEntry {
  role: string;
  content: string;
  timestamp: string;
}

/** The framework agent's name for the person giving it tasks (`user_name`). */
export const USER_ROLE = 'Human';

/** An entry stamped now by the run's clock (a frozen clock gives the same bytes every run). */
export function memoryEntry(context: RunContext, role: string, content: string): MemoryEntry {
  return { role, content, timestamp: isoNaive(context.clock.now()) };
}

/** The memory as one text, `[timestamp] role: content` blocks a blank line apart (`Conversation.get_str()`). */
export function memoryText(entries: MemoryEntry[]): string {
  return entries.map((entry) => `[${entry.timestamp}] ${entry.role}: ${entry.content}`).join('\n\n');
}

/** Earlier messages (the caller's history, what the agent remembers of the run) as entries: the user as `Human`, the agent under its own name. */
export function historyEntries(context: RunContext, agent: AgentDefinition, history: ChatMessage[]): MemoryEntry[] {
  const roleOf = (message: ChatMessage) => (message.role === 'system' ? 'System' : message.role === 'assistant' ? agent.name : message.role === 'tool' ? 'Tool' : USER_ROLE);
  return history.map((message) => memoryEntry(context, roleOf(message), messageText(message.content)));
}

/** A fresh memory: the agent's system prompt as its first entry, as the framework's `Conversation` opens, then the earlier messages. */
export function openMemory(context: RunContext, agent: AgentDefinition, history: ChatMessage[] = []): MemoryEntry[] {
  return [...(agent.systemPrompt ? [memoryEntry(context, 'System', agent.systemPrompt)] : []), ...historyEntries(context, agent, history)];
}

/**
 * The messages of one agent call, as the framework's agent sends them: its own system prompt, then
 * ONE user message carrying its whole memory flattened to text (the task included), with the
 * task's images beside it.
 */
export function agentCallMessages(agent: AgentDefinition, entries: MemoryEntry[], images: string[] = []): ChatMessage[] {
  const text = memoryText(entries);
  const user: ChatMessage = images.length
    ? { role: 'user', content: [{ type: 'text', text }, ...images.map((url): ContentPart => ({ type: 'image', url }))] }
    : { role: 'user', content: text };
  return agent.systemPrompt ? [{ role: 'system', content: agent.systemPrompt }, user] : [user];
}
