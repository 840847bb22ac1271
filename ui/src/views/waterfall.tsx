import { useEffect, useRef, useState } from 'preact/hooks';
import { formatCost, formatDuration } from '../model/usage.js';
import { timelineSpan, type WaterfallRow } from '../model/waterfall.js';

/** Row height in pixels: fixed, so only the rows in view are rendered (a 100-agent swarm has thousands). */
export const ROW_HEIGHT = 30;
const OVERSCAN = 10;

const KIND_LABEL: Record<WaterfallRow['kind'], string> = { request: 'request', agent: 'agent', step: 'loop step', 'provider-call': 'model call', 'tool-call': 'tool call' };

/**
 * The run's timeline: one row per node, indented by depth, with a bar placed on the run's time axis
 * and the node's duration, tokens, cost and marks. Virtualised; a listbox for the keyboard (arrows,
 * Home/End, Enter or Space selects, Left/Right fold and unfold).
 */
export function Waterfall(props: {
  rows: WaterfallRow[];
  selected: string | null;
  collapsed: ReadonlySet<string>;
  onSelect: (id: string) => void;
  onToggle: (id: string) => void;
}) {
  const { rows, selected } = props;
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(600);
  const span = timelineSpan(rows);
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);
  const index = rows.findIndex((row) => row.id === selected);

  const move = (to: number) => {
    const target = rows[Math.max(0, Math.min(rows.length - 1, to))];
    if (!target) return;
    props.onSelect(target.id);
    const element = viewport.current;
    const top = rows.indexOf(target) * ROW_HEIGHT;
    if (element && (top < element.scrollTop || top + ROW_HEIGHT > element.scrollTop + element.clientHeight)) element.scrollTop = top - element.clientHeight / 2;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const row = rows[index];
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(index + 1),
      ArrowUp: () => move(index - 1),
      Home: () => move(0),
      End: () => move(rows.length - 1),
      PageDown: () => move(index + Math.floor(height / ROW_HEIGHT)),
      PageUp: () => move(index - Math.floor(height / ROW_HEIGHT)),
      ArrowLeft: () => row?.hasChildren && !props.collapsed.has(row.id) && props.onToggle(row.id),
      ArrowRight: () => row?.hasChildren && props.collapsed.has(row.id) && props.onToggle(row.id),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div
      ref={viewport}
      class="waterfall"
      style={{ height: `min(62vh, 720px, ${rows.length * ROW_HEIGHT + 2}px)` }}
      role="listbox"
      tabIndex={0}
      aria-label="Run timeline: request, agents, model calls and tool calls"
      aria-activedescendant={selected ? `node-${selected}` : undefined}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // One handler for every row (the keyboard is the list's too): the clicked row is the option around the target.
        const option = (event.target as HTMLElement).closest<HTMLElement>('[role="option"]');
        if (option?.dataset.node) props.onSelect(option.dataset.node);
        // The list keeps the focus (rows come and go as it scrolls), naming the selected row as its active descendant.
        event.currentTarget.focus();
      }}
      onFocus={() => index < 0 && rows[0] && props.onSelect(rows[0].id)}
    >
      <div style={{ height: `${rows.length * ROW_HEIGHT}px`, position: 'relative' }}>
        {rows.slice(first, last).map((row, offset) => {
          const left = (row.offsetMs / span) * 100;
          const width = Math.max(0.3, ((row.durationMs ?? span - row.offsetMs) / span) * 100);
          const tokens = row.totals.inputTokens + row.totals.outputTokens;
          return (
            <div
              key={row.id}
              id={`node-${row.id}`}
              data-node={row.id}
              role="option"
              aria-selected={row.id === selected}
              aria-label={`${KIND_LABEL[row.kind]} ${row.name}, ${row.unfinished ? 'no end' : formatDuration(row.durationMs)}, ${tokens} tokens, ${formatCost(row.totals.cost)}${row.marks.map((mark) => `, ${mark.label}`).join('')}`}
              class={`wf-row kind-${row.kind}${row.id === selected ? ' selected' : ''}`}
              style={{ top: `${(first + offset) * ROW_HEIGHT}px`, height: `${ROW_HEIGHT}px` }}
              tabIndex={-1}
            >
              <span class="wf-name" style={{ paddingLeft: `${row.depth * 14}px` }}>
                {row.hasChildren ? (
                  <span
                    class="fold"
                    aria-hidden="true"
                    onClick={(event) => {
                      event.stopPropagation();
                      props.onToggle(row.id);
                    }}
                  >
                    {props.collapsed.has(row.id) ? '▸' : '▾'}
                  </span>
                ) : (
                  <span class="fold" aria-hidden="true" />
                )}
                <span class={`kind kind-${row.kind}`}>{KIND_LABEL[row.kind]}</span> {row.name}
                {row.marks.map((mark) => (
                  <span key={mark.label} class={`badge mark-${mark.kind}`} title={mark.detail}>
                    {mark.label}
                  </span>
                ))}
              </span>
              <span class="wf-bar-track">
                <span
                  class={`wf-bar kind-${row.kind}${row.marks.some((mark) => mark.kind === 'error' || mark.kind === 'fault') ? ' failed' : ''}`}
                  style={{ left: `${left}%`, width: `${Math.min(width, 100 - left)}%` }}
                />
              </span>
              <span class="wf-num">{row.unfinished ? 'no end' : formatDuration(row.durationMs)}</span>
              <span class="wf-num">{tokens ? tokens.toLocaleString() : ''}</span>
              <span class="wf-num">{row.totals.cost ? formatCost(row.totals.cost) : ''}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
