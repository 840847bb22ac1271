import { stringify as toYaml } from 'yaml';
import type { OutputType } from '../../contract/enums.js';
import type { SwarmMessage } from '../swarms/swarm-input.js';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
const asText = (messages: SwarmMessage[]) => messages.map((message) => `${message.role}: ${message.content}`).join('\n\n');

/**
 * Formats a conversation (the task first, then every turn) as an `output_type` says: lists and
 * dicts of messages, strings, only the final message, JSON, YAML or XML, with or without the first.
 */
export function formatConversation(conversation: SwarmMessage[], outputType: OutputType): unknown {
  const allButFirst = conversation.slice(1);
  const last = conversation[conversation.length - 1];
  switch (outputType) {
    case 'list':
    case 'dict':
    case 'dictionary':
    case 'all':
    case 'basemodel':
      return conversation;
    case 'dict-all-except-first':
      return allButFirst;
    case 'string':
    case 'str':
      return asText(conversation);
    case 'str-all-except-first':
      return asText(allButFirst);
    case 'final':
    case 'last':
      return last?.content ?? '';
    case 'dict-final':
      return last;
    case 'list-final':
      return last ? [last] : [];
    case 'json':
      return JSON.stringify(conversation);
    case 'yaml':
      return toYaml(conversation);
    case 'xml':
      return `<conversation>${conversation.map((message) => `<message role="${escapeXml(message.role)}">${escapeXml(message.content)}</message>`).join('')}</conversation>`;
  }
}
