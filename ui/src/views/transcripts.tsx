import { useState } from 'preact/hooks';
import type { AgentTranscript } from '../model/transcript.js';

/** Every agent's transcript: pick an agent, read what it was told, saw and answered. */
export function Transcripts({ transcripts }: { transcripts: AgentTranscript[] }) {
  const [chosen, setChosen] = useState(0);
  if (!transcripts.length) return <p class="muted">No agent took a turn in this run.</p>;
  const transcript = transcripts[Math.min(chosen, transcripts.length - 1)];
  return (
    <div class="transcripts">
      <label>
        Agent
        <select value={String(chosen)} onChange={(event) => setChosen(Number(event.currentTarget.value))}>
          {transcripts.map((entry, index) => (
            <option key={entry.nodeId} value={String(index)}>
              {entry.agent} ({entry.nodeId})
            </option>
          ))}
        </select>
      </label>
      <ol class="transcript" aria-label={`Transcript of ${transcript.agent}`}>
        {transcript.entries.map((entry, index) => (
          <li key={index} class={`msg role-${entry.role}`}>
            <div class="msg-head">
              {entry.role}
              {entry.author && <span class="muted"> · {entry.author}</span>}
            </div>
            <pre>{entry.text}</pre>
          </li>
        ))}
      </ol>
    </div>
  );
}
