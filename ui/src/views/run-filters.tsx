import { useState } from 'preact/hooks';

/** The runs list's filters, as the form holds them. */
export interface Filters {
  q: string;
  endpoint: string;
  status: string;
  swarm_type: string;
  model: string;
  agent: string;
  namespace: string;
  from: string;
  to: string;
}

/** No filter at all. */
export const EMPTY_FILTERS: Filters = { q: '', endpoint: '', status: '', swarm_type: '', model: '', agent: '', namespace: '', from: '', to: '' };

const instant = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** The query parameters of filters (datetime-local fields become ISO instants). */
export function filterQuery(filters: Filters): Record<string, string | undefined> {
  return { ...filters, from: instant(filters.from), to: instant(filters.to) };
}

/** Each text filter with its label and an example value: placeholders say "e.g.", so an empty field never reads as an applied filter. */
const TEXT_FIELDS: Array<[keyof Filters, string, string]> = [
  ['endpoint', 'Endpoint', 'e.g. /v1/swarm/completions'],
  ['swarm_type', 'Swarm type', 'e.g. ConcurrentWorkflow'],
  ['model', 'Model', 'e.g. gpt-4.1'],
  ['agent', 'Agent', 'e.g. Researcher'],
  ['namespace', 'Namespace', 'e.g. default'],
];

/** The filter form: applied on submit (Enter in any field), cleared by Reset. */
export function RunFilters({ value, onChange }: { value: Filters; onChange: (filters: Filters) => void }) {
  const [draft, setDraft] = useState(value);
  const field = (name: keyof Filters) => ({
    name,
    value: draft[name],
    onInput: (event: Event) => setDraft({ ...draft, [name]: (event.currentTarget as HTMLInputElement).value }),
  });
  return (
    <search aria-label="Filter runs">
      <form
        class="filters"
        onSubmit={(event) => {
          event.preventDefault();
          onChange(draft);
        }}
        onReset={() => {
          setDraft(EMPTY_FILTERS);
          onChange(EMPTY_FILTERS);
        }}
      >
        <label class="wide">
          Search job id or name
          <input type="search" placeholder="e.g. a job id or run name" {...field('q')} />
        </label>
        <label>
          Status
          <select {...field('status')} onChange={(event) => setDraft({ ...draft, status: event.currentTarget.value })}>
            <option value="">any</option>
            <option value="ok">succeeded</option>
            <option value="error">failed</option>
            <option value="429">429</option>
            <option value="500">500</option>
            <option value="502">502</option>
          </select>
        </label>
        {TEXT_FIELDS.map(([name, label, placeholder]) => (
          <label key={name}>
            {label}
            <input type="text" placeholder={placeholder} {...field(name)} />
          </label>
        ))}
        <label>
          From
          <input type="datetime-local" {...field('from')} />
        </label>
        <label>
          To
          <input type="datetime-local" {...field('to')} />
        </label>
        <div class="row">
          <button type="submit">Apply filters</button>
          <button type="reset" class="secondary">
            Clear
          </button>
        </div>
      </form>
    </search>
  );
}
