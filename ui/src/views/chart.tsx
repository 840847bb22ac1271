import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** A uPlot chart that follows its container's width and is rebuilt when its data or options change. */
export function Chart({ options, data, label }: { options: Omit<uPlot.Options, 'width' | 'height'>; data: uPlot.AlignedData; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const plot = new uPlot({ ...options, width: element.clientWidth || 600, height: 240 }, data, element);
    const observer = new ResizeObserver(() => plot.setSize({ width: element.clientWidth || 600, height: 240 }));
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
