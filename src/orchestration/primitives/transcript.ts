import type { AgentDefinition } from '../agent-definition.js';
import { memoryEntry, memoryText } from '../agent-framing.js';
import type { RunContext } from '../run-context.js';
import { conversationText } from './agent-turn.js';
import type { SwarmInput, SwarmMessage } from '../swarms/swarm-input.js';

/** One entry of a transcript; notes (the User task, System notices) are read by agents but are not output. */
interface TranscriptEntry extends SwarmMessage {
  note: boolean;
  /** When it was added, for a transcript that keeps time (the framework's `time_enabled`). */
  timestamp?: string;
}

/**
 * The shared conversation of a swarm, as the framework's `Conversation` keeps it: entries in
 * order, handed to the next agent as one text of `role: content` blocks (`Conversation.get_str()`).
 */
export class Transcript {
  private readonly entries: TranscriptEntry[] = [];

  /** With a run's context, every entry is stamped by its clock and read as `[timestamp] role: content` (`time_enabled`). */
  constructor(private readonly clocked?: RunContext) {}

  /** Adds what agents said (these become the output). */
  add(...messages: SwarmMessage[]): this {
    this.entries.push(...messages.map((message) => this.stamped({ ...message, note: false })));
    return this;
  }

  /** Adds an entry agents read but the output leaves out (the User task, a System notice). */
  note(role: string, content: string): this {
    this.entries.push(this.stamped({ role, content, note: true }));
    return this;
  }

  /** The whole transcript as the next agent reads it. */
  text(): string {
    if (!this.clocked) return conversationText(this.entries);
    return memoryText(this.entries.map((entry) => ({ role: entry.role, content: entry.content, timestamp: entry.timestamp ?? '' })));
  }

  private stamped(entry: TranscriptEntry): TranscriptEntry {
    return this.clocked ? { ...entry, timestamp: memoryEntry(this.clocked, entry.role, entry.content).timestamp } : entry;
  }

  /** The agents' entries in speaking order (the swarm's output with `return_history`). */
  spoken(): SwarmMessage[] {
    return this.entries.filter((entry) => !entry.note).map(({ note: _note, timestamp: _timestamp, ...message }) => message);
  }
}

/**
 * The team as the framework's `list_all_agents` describes it: the swarm's name and description, then
 * one row per agent (its description, else the start of its system prompt).
 */
export function rosterOf(agents: AgentDefinition[], team: { name?: string; description?: string } = {}): string {
  const rows = agents.map((agent) => {
    const about = agent.description || (agent.systemPrompt.length > 50 ? `${agent.systemPrompt.slice(0, 50)}...` : agent.systemPrompt);
    return `| ${agent.name} | ${about} |`;
  });
  const heading = [team.name && `Team Name: ${team.name}`, team.description && `Team Description: ${team.description}`].filter(Boolean);
  return [
    ...heading,
    `These are the agents of your team, ${agents.length} in all, each with its own role and expertise:`,
    '| Agent Name | Description |',
    '|------------|-------------|',
    ...rows,
    '',
    'Work within your own expertise and hand each part of the work to the agent whose role fits it.',
  ].join('\n');
}

/**
 * A transcript opened as the swarm's run opens it: the type's own opening System entry when it has
 * one (`system`), the team roster when `list_all_agents` asked for it (or the type always lists its
 * team), then the task as the User's message; `timed` stamps its entries (a conversation with `time_enabled`).
 */
export function openTranscript(input: SwarmInput, options: { roster?: boolean; system?: string; timed?: boolean } = {}): Transcript {
  const transcript = new Transcript(options.timed ? input.context : undefined);
  if (options.system) transcript.note('System', options.system);
  if (options.roster ?? input.listAllAgents) transcript.note('System', rosterOf(input.agents, input.team));
  return transcript.note('User', input.task);
}

/** What an agent that sees only the task receives: the task, after the team roster when `list_all_agents` is on. */
export function briefing(input: SwarmInput, task = input.task): string {
  return input.listAllAgents ? `${rosterOf(input.agents, input.team)}\n\n${task}` : task;
}
