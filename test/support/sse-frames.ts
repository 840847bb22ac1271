/** One server-sent event frame: its event name (absent for unnamed frames) and its data, parsed when JSON. */
export interface SseFrame {
  event?: string;
  data: any;
}

/** The frames of a server-sent event stream's text (`[DONE]` and other non-JSON data kept as text). */
export function sseFrames(text: string): SseFrame[] {
  return text
    .split('\n\n')
    .filter((block) => block.includes('data:'))
    .map((block) => {
      const event = block.match(/^event: (.+)$/m)?.[1];
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      try {
        return { event, data: JSON.parse(data) };
      } catch {
        return { event, data };
      }
    });
}
