import type { ChatMessage } from '../providers/spec.js';

function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((part) => (typeof part === 'object' && part && 'text' in part ? String((part as { text: unknown }).text) : typeof part === 'string' ? part : '')).join('');
  }
  return content === undefined || content === null ? '' : JSON.stringify(content);
}

function toMessage(role: unknown, content: unknown, agentName: string): ChatMessage {
  const text = contentText(content);
  const name = typeof role === 'string' ? role : 'user';
  if (name === 'system') return { role: 'system', content: text };
  if (name === 'assistant' || name === agentName) return { role: 'assistant', content: text };
  return { role: 'user', content: name === 'user' ? text : `${name}: ${text}` };
}

/**
 * The caller's `history`, in either shape the API accepts: a list of message objects
 * (`{role, content}`), or an object — of message objects (keyed by position) or of role → content.
 */
export function normalizeHistory(history: unknown, agentName: string): ChatMessage[] {
  if (!history) return [];
  const entries = Array.isArray(history) ? history : Object.values(history as Record<string, unknown>);
  const allMessages = entries.every((entry) => typeof entry === 'object' && entry !== null && 'content' in entry);
  if (allMessages) {
    return entries.map((entry) => {
      const message = entry as { role?: unknown; content?: unknown };
      return toMessage(message.role, message.content, agentName);
    });
  }
  if (Array.isArray(history)) return history.map((entry) => toMessage('user', entry, agentName));
  return Object.entries(history as Record<string, unknown>).map(([role, content]) => toMessage(role, content, agentName));
}
