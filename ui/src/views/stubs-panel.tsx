import { api } from '../api.js';
import { matchText, stubOf } from '../model/fault-rule.js';
import { formField } from './fault-form.js';
import { type Act, type RuleColumn, RuleTable } from './rule-table.js';

/** A stub as `GET /_swarms-local/stubs` lists it. */
export interface Stub {
  id: string;
  match?: Record<string, unknown>;
  text?: string;
  toolCalls?: Array<{ name: string }>;
  times?: number;
  source?: string;
  fired: number;
}

/** What a stub answers, in a line: its text, then the tools it calls. */
const answerText = (stub: Stub) => [stub.text !== undefined ? `"${stub.text}"` : '', ...(stub.toolCalls ?? []).map((call) => `${call.name}(…)`)].filter(Boolean).join(' + ');

/** A stub's own columns: what it answers, and which calls it matches. */
const STUB_COLUMNS: RuleColumn<Stub>[] = [
  { title: 'Answers', cell: answerText },
  { title: 'Matches', cell: (stub) => matchText(stub.match) },
];

/** The stubs of a namespace (canned answers): listed, removed, and added from a form. */
export function StubsPanel({ stubs, namespace, act }: { stubs: Stub[]; namespace: string; act: Act }) {
  return (
    <>
      <h2>Stubs</h2>
      <RuleTable
        family="stubs"
        noun="stub"
        caption={`Stubs in namespace ${namespace}`}
        columns={STUB_COLUMNS}
        firedTitle="Answered"
        rules={stubs}
        empty="No stubs in this namespace: every call is answered by the model."
        act={act}
      />
      <form
        class="fault-form"
        aria-label="Add a stub"
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const values = Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value).trim()]));
          void act(() => api('/_swarms-local/stubs', { method: 'POST', body: stubOf(values) }), 'Added a stub').then(() => form.reset());
        }}
      >
        <h3>Add a stub</h3>
        <label>
          Answer
          <input name="text" type="text" required placeholder="the text to answer" />
        </label>
        {formField('contains', 'When the task contains', 'text', 'any text')}
        {formField('agent', 'Only agent', 'text', 'any agent')}
        {formField('model', 'Only model', 'text', 'any model')}
        {formField('times', 'Answer at most (times)', 'number', 'unlimited')}
        <button type="submit">Add stub</button>
      </form>
    </>
  );
}
