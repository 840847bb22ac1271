/**
 * A value shown as indented JSON (strings as they are) in a labelled region. The block scrolls when long;
 * browsers make a scrolling block reachable by keyboard themselves, so it takes no tabindex.
 */
export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return (
    <section aria-label={label}>
      <pre class="json">{text ?? 'null'}</pre>
    </section>
  );
}
