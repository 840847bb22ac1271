import { describe, expect, it } from 'vitest';
import { describeForm } from '../../../src/providers/synthetic/form/describe-form.js';
import { readForm } from '../../../src/providers/synthetic/form/read-form.js';

/** How a call of a system prompt and a task is read, as the composer joins them. */
const read = (system: string, task: string) => describeForm(readForm(`${system}\n\n${task}`));

describe('an instruction split between the system prompt and the task', () => {
  it('takes the keys of a JSON object from the task when the system prompt only asks for JSON', () => {
    expect(read('Always respond with one JSON object.', 'Use the fields city (string) and population (number) for Lyon.')).toBe(
      'form: json object {city: string, population: 0..100}',
    );
  });

  it('takes the keys of key: value lines from the task', () => {
    expect(read('Your answers are key: value lines.', 'Give the fields river and length for the longest river in Spain.')).toBe(
      'form: key: value lines {river: string, length: string}',
    );
  });

  it('puts the score line the system prompt opens with in front of the scale the task gives', () => {
    expect(read('Start your reply with "Grade: " and the grade, then one sentence of feedback.', 'Grade this essay from 1 to 4.')).toBe(
      'form: number 1..4 after "Grade:" + reason',
    );
  });

  it('lays out extracted values as the system prompt asks when the task names no layout', () => {
    expect(read('You always output a JSON array of strings.', 'Find the email addresses: ana@shop.example wrote to li@shop.example.')).toBe('form: extract emails as json');
  });

  it('keeps the labels of the system prompt when the task quotes the text to label after its colon', () => {
    expect(read('Messages are tagged as one of: spam, personal, work.', 'Tag this message, the tag only: "Lunch at noon, then the quarterly numbers, or so Bo says."')).toBe(
      'form: choice spam|personal|work',
    );
  });
});

describe('template lines and options as written', () => {
  it('reads a block of Key: description lines after an instruction ending in a colon', () => {
    expect(read('', 'Fill in exactly these lines:\nMood: happy, sad or mixed\nNote: a short remark')).toBe('form: key: value lines {Mood: happy|sad|mixed, Note: string}');
  });

  it('keeps a short last option whole and drops a yes/no the task withdraws', () => {
    expect(read('Answer yes or no.', 'Rather than yes or no, pick one of: red, green, dark blue.')).toBe('form: choice red|green|dark blue');
  });

  it('reads a range written with decimal points as one sentence', () => {
    expect(read('', 'Give a probability between 0.2 and 0.9 that it rains. A number only.')).toBe('form: number 0.2..0.9');
  });
});
