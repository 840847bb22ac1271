/** A value shown as indented JSON (strings as they are), scrollable, labelled for screen readers. */
export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return (
    <pre class="json" tabIndex={0} aria-label={label}>
      {text ?? 'null'}
    </pre>
  );
}
