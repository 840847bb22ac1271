import type { AnswerForm } from './answer-form.js';

/**
 * A form one reader found: where its instruction starts and where what belongs to it ends (a field list,
 * an option list). A later instruction wins, unless it falls inside an earlier one's reach (a "one of"
 * inside a JSON field's description is that field's, not the answer's).
 */
export interface Candidate {
  form: AnswerForm;
  at: number;
  end: number;
}

/**
 * A reader of one kind of form: the last instruction of its kind in the text (the call's instructions, its content
 * blanked out), if any; `call` is the whole call at the same offsets, for what an ask refers to in the content.
 */
export type FormReader = (text: string, call: string) => Candidate | undefined;
