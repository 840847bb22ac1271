import { api } from '../api.js';

/** How a view runs an admin call: the work, and the message shown once it is done. */
export type Act = (work: () => Promise<unknown>, done: string) => Promise<void>;

/** The last cells of a fault's or stub's row: how often it fired (of how many times), and its Remove button. */
export function RuleRowEnd({ family, noun, id, fired, times, act }: { family: 'faults' | 'stubs'; noun: string; id: string; fired: number; times?: number; act: Act }) {
  return (
    <>
      <td class="number">
        {fired}
        {times ? ` / ${times}` : ''}
      </td>
      <td>
        <button
          type="button"
          class="secondary"
          aria-label={`Remove ${noun} ${id}`}
          onClick={() => void act(() => api(`/_swarms-local/${family}/${encodeURIComponent(id)}`, { method: 'DELETE' }), `Removed ${noun} ${id}`)}
        >
          Remove
        </button>
      </td>
    </>
  );
}
