import type { ChatMessage } from './spec.js';

/** A message's text: its content as it is, or its text parts one after the other (images contribute nothing). */
export function messageText(content: ChatMessage['content']): string {
  return typeof content === 'string' ? content : content.map((part) => (part.type === 'text' ? part.text : '')).join('');
}
