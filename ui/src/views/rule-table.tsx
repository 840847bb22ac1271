import type { ComponentChild } from 'preact';
import { api } from '../api.js';

/** How a view runs an admin call: the work, and the message shown once it is done. */
export type Act = (work: () => Promise<unknown>, done: string) => Promise<void>;

/** What every listed rule (a fault or a stub) has: its id, how often it fired, and at most how many times it may. */
export interface ListedRule {
  id: string;
  fired: number;
  times?: number;
}

/** One column of a rule table between the id and the fired count: its heading and its cell. */
export interface RuleColumn<Rule> {
  title: string;
  cell: (rule: Rule) => ComponentChild;
}

/** What a rule table lists and how: its family (the admin path), the noun of one rule, its columns, and what it says when empty. */
interface RuleTableProps<Rule extends ListedRule> {
  family: 'faults' | 'stubs';
  noun: string;
  caption: string;
  columns: RuleColumn<Rule>[];
  /** The heading of the fired count (`Fired`, `Answered`). */
  firedTitle: string;
  rules: Rule[];
  empty: string;
  act: Act;
}

/** The table of a namespace's faults or stubs: id, the family's own columns, how often each fired (of how many times), and its Remove button. */
export function RuleTable<Rule extends ListedRule>({ family, noun, caption, columns, firedTitle, rules, empty, act }: RuleTableProps<Rule>) {
  return (
    <>
      <table>
        <caption class="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Id</th>
            {columns.map((column) => (
              <th scope="col" key={column.title}>
                {column.title}
              </th>
            ))}
            <th scope="col" class="number">
              {firedTitle}
            </th>
            <th scope="col">
              <span class="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => (
            <tr key={rule.id}>
              <td>{rule.id}</td>
              {columns.map((column) => (
                <td key={column.title}>{column.cell(rule)}</td>
              ))}
              <td class="number">
                {rule.fired}
                {rule.times ? ` / ${rule.times}` : ''}
              </td>
              <td>
                <button
                  type="button"
                  class="secondary"
                  aria-label={`Remove ${noun} ${rule.id}`}
                  onClick={() => void act(() => api(`/_swarms-local/${family}/${encodeURIComponent(rule.id)}`, { method: 'DELETE' }), `Removed ${noun} ${rule.id}`)}
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!rules.length && <p class="muted">{empty}</p>}
    </>
  );
}
