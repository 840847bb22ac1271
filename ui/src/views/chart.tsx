import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** The height of a chart whose axes need no extra room. */
const CHART_HEIGHT = 240;

/**
 * A uPlot chart that follows its container's width and is rebuilt when its data or options change;
 * `heightFor` gives its height at a width (a category chart grows to hold its turned names).
 */
export function Chart({
  options,
  data,
  label,
  heightFor = () => CHART_HEIGHT,
}: {
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  label: string;
  heightFor?: (widthPx: number) => number;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const size = () => {
      const width = element.clientWidth || 600;
      return { width, height: heightFor(width) };
    };
    const plot = new uPlot({ ...options, ...size() }, data, element);
    const observer = new ResizeObserver(() => plot.setSize(size()));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [options, data]);
  return <figure ref={host} class="chart" role="img" aria-label={label} />;
}

/** Theme colours read from CSS variables, so charts follow light and dark. */
export function cssColor(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#888';
}
