/** Types of parse-prometheus-text-format (the package ships none). */
declare module 'parse-prometheus-text-format' {
  /** One sample: a plain value, or a histogram's buckets, count and sum. */
  export interface ParsedSample {
    labels?: Record<string, string>;
    value?: string;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  /** One metric family. */
  export interface ParsedFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: ParsedSample[];
  }
  /** Parses the Prometheus text exposition format. */
  export default function parsePrometheusTextFormat(text: string): ParsedFamily[];
}
