import { describe, expect, it } from 'vitest';
import { derivedValue, ruledValue } from '../../../src/providers/synthetic/write/record-arithmetic.js';
import { namesField, recordValue } from '../../../src/providers/synthetic/write/record-values.js';
import { type MaterialRecord, type RecordCell, recordsIn } from '../../../src/providers/synthetic/write/records.js';
import { syntheticAnswer } from './form-call.js';

/** The value of each record's first cell, in order. */
const firsts = (records: MaterialRecord[]) => records.map((record) => record.cells[0]?.value);

describe('the records of the material', () => {
  it('reads CSV, TSV and semicolon rows under a header as one record per row, cells under their column', () => {
    const csv = recordsIn('Please clean these.\nname,email\nAda,ada@example.com\n"Hopper, Grace",grace@navy.example\n\nThanks');
    expect(csv.map((record) => record.cells.map((cell) => `${cell.label}=${cell.value}`))).toEqual([
      ['name=Ada', 'email=ada@example.com'],
      ['name=Hopper, Grace', 'email=grace@navy.example'],
    ]);
    expect(firsts(recordsIn('sku\tqty\nBK-1\t2\nBK-2\t5'))).toEqual(['BK-1', 'BK-2']);
    expect(firsts(recordsIn('item;stock\nPallet jack;4\nShrink wrap;120\nLabel printer;2'))).toEqual(['Pallet jack', 'Shrink wrap', 'Label printer']);
  });

  it('reads a markdown table, a pasted JSON array and key blocks split by blank lines', () => {
    expect(firsts(recordsIn('| Region | Q1 |\n|---|---|\n| North | 120 |\n| South | 90 |'))).toEqual(['North', 'South']);
    const json = recordsIn('Output of the scraper:\n[\n {"user": "Ana", "mail": "ana@x.example"},\n {"user": "Ben", "mail": "ben@x.example"}\n]');
    expect(json.map((record) => record.cells.find((cell) => cell.label === 'mail')?.value)).toEqual(['ana@x.example', 'ben@x.example']);
    const blocks = recordsIn('From: dana@northpeak.io\nSubject: Charged twice\n\nPlease refund.\n\nFrom: li@example.com\nSubject: Thanks\n\nGreat app.');
    expect(blocks.map((record) => record.cells.find((cell) => cell.label === 'body')?.value)).toEqual(['Please refund.', 'Great app.']);
  });

  it('reads bullet, numbered and speaker lines as one record each, a line split at its dashes, colon and brackets', () => {
    const notes = recordsIn('Notes:\n- Fix login bug — Marcus — 5 June\n- Draft launch email — Lena — 7 June');
    expect(notes.map((record) => record.cells.map((cell) => cell.value))).toEqual([
      ['Fix login bug', 'Marcus', '5 June'],
      ['Draft launch email', 'Lena', '7 June'],
    ]);
    expect(recordsIn('1. v1.2.0 (2024-03-01): Added dark mode\n2. v1.1.4 (2024-02-11): Fixed crash')[1].cells.map((cell) => cell.value)).toEqual([
      'v1.1.4',
      '2024-02-11',
      'Fixed crash',
    ]);
    expect(firsts(recordsIn('Priya: I will renew the certificates.\nMarcus: I can write the runbook.'))).toEqual(['Priya', 'Marcus']);
  });

  it("leaves a speaker's short pleasantry out of a transcript's records", () => {
    const lines = recordsIn('Priya: I will renew the TLS certificates.\nMarcus: I can write the failover runbook.\nPriya: That is it, thanks all.\nLena: ok');
    expect(firsts(lines)).toEqual(['Priya', 'Marcus']);
  });

  it('finds no records in prose or in a single line', () => {
    expect(recordsIn('Summarise the quarter for the board, in plain words, please.')).toEqual([]);
    expect(recordsIn('- only one bullet here')).toEqual([]);
  });
});

describe("an item's values from its record", () => {
  const record: MaterialRecord = {
    text: '',
    cells: [
      { label: 'full name', value: 'Ana Lopez' },
      { label: 'mail', value: 'ana@lopez.example' },
      { label: 'qty', value: '4' },
      { label: 'unit price (eur)', value: '7.25' },
    ],
  };

  it('matches a column to a field by its name, a synonym or its words', () => {
    expect(namesField('full name', 'name')).toBe(true);
    expect(namesField('mail', 'email')).toBe(true);
    expect(namesField('unit price (eur)', 'unit_price')).toBe(true);
    expect(namesField('mail', 'city')).toBe(false);
    expect(recordValue({ name: 'email', type: 'string' }, record, new Set<RecordCell>(), '')).toBe('ana@lopez.example');
    expect(recordValue({ name: 'unit_price', type: 'number' }, record, new Set<RecordCell>(), '')).toBe(7.25);
  });

  it('computes a value by the formula the prompt states, else the product a total implies', () => {
    const quarters: MaterialRecord = {
      text: '',
      cells: [
        { label: 'q1', value: '90' },
        { label: 'q2', value: '80' },
      ],
    };
    expect(derivedValue('Change', quarters, 'Columns Region, Q1, Q2, Change (Change = Q2 - Q1).')).toBe(-10);
    expect(derivedValue('line_total', record, '')).toBe(29);
    expect(derivedValue('margin', quarters, 'margin is q1 minus q2')).toBe(10);
  });

  it('picks the allowed value whose stated threshold the record meets, else the one said otherwise', () => {
    const rule = 'status is "low" when revenue is below 1000, otherwise "ok".';
    const row = (units: string, price: string): MaterialRecord => ({
      text: '',
      cells: [
        { label: 'units', value: units },
        { label: 'price', value: price },
      ],
    });
    expect(ruledValue(['low', 'ok'], row('10', '30.00'), rule)).toBe('low');
    expect(ruledValue(['low', 'ok'], row('40', '25.00'), rule)).toBe('ok');
    expect(ruledValue(['low', 'ok'], row('10', '30.00'), 'Pick a status.')).toBeUndefined();
  });

  it("gives a field no value when its record has none of its kind, rather than another record's", () => {
    const bare: MaterialRecord = { text: '', cells: [{ label: 'name', value: 'Ben' }] };
    expect(recordValue({ name: 'email', type: 'string' }, bare, new Set<RecordCell>(), '')).toBeUndefined();
  });
});

describe('collections written from records', () => {
  it('answers a JSON array with one object per CSV row, in order, each from its own row', async () => {
    const answer = await syntheticAnswer(
      {
        id: 'csv',
        system: 'Return a JSON array of objects with keys "name", "email", "plan". Nothing else.',
        task: 'name,email,plan\nAda,ada@example.com,pro\nGrace,grace@navy.example,free\nLinus,linus@chem.example,team',
        expect: { form: 'json-array' },
      },
      'Cleaner',
    );
    expect(JSON.parse(answer)).toEqual([
      { name: 'Ada', email: 'ada@example.com', plan: 'pro' },
      { name: 'Grace', email: 'grace@navy.example', plan: 'free' },
      { name: 'Linus', email: 'linus@chem.example', plan: 'team' },
    ]);
  });

  it("fills an example object's array field with one item per speaker line of a transcript", async () => {
    const answer = await syntheticAnswer(
      {
        id: 'transcript',
        system:
          'You turn call transcripts into tracker items.\n\nAnswer in this shape (example):\n{"meeting": "Design sync", "actions": [{"owner": "Ana", "task": "Send mockups"}]}',
        task: 'Transcript:\nPriya: I will renew the TLS certificates.\nMarcus: I can write the failover runbook.\nLena: I will chase the vendor.',
        expect: { form: 'json-object', keys: {} },
      },
      'Notes',
    );
    const actions = (JSON.parse(answer) as { actions: Array<{ owner: string; task: string }> }).actions;
    expect(actions.map((action) => action.owner)).toEqual(['Priya', 'Marcus', 'Lena']);
    expect(actions[2].task).toBe('I will chase the vendor.');
  });

  it('drops a repeated row when the instructions ask to drop duplicates, and keeps it otherwise', async () => {
    const task = 'name,email\nAda,ada@example.com\nGrace,grace@navy.example\nAda,ada@example.com';
    const entry = (system: string) => ({ id: 'dedupe', system, task, expect: { form: 'json-array' as const } });
    const kept = JSON.parse(await syntheticAnswer(entry('Return a JSON array of objects with keys name and email.'), 'Cleaner')) as unknown[];
    const dropped = JSON.parse(await syntheticAnswer(entry('Drop exact duplicate rows. Return a JSON array of objects with keys name and email.'), 'Cleaner')) as unknown[];
    expect([kept.length, dropped.length]).toEqual([3, 2]);
  });

  it('takes an IBAN field only from an IBAN-shaped value, whatever label it stands under', async () => {
    const answer = await syntheticAnswer(
      {
        id: 'iban',
        system: 'Extract a JSON object with the keys "invoice_number", "due_date" and "iban" from the invoice. Use null for a missing field.',
        task: 'INVOICE 77-310\nDate: 03.03.2026  Due: 02.04.2026\nBank: GB29 NWBK 6016 1331 9268 19',
        expect: { form: 'json-object', keys: {} },
      },
      'Extractor',
    );
    expect((JSON.parse(answer) as { iban: string }).iban).toBe('GB29 NWBK 6016 1331 9268 19');
  });

  it('writes a table row per CSV row with the difference the prompt defines', async () => {
    const answer = await syntheticAnswer(
      {
        id: 'table',
        system: 'Reply with a markdown table with columns Region, Q1, Q2, Change (Change = Q2 - Q1).',
        task: 'region,q1,q2\nNorth,120,150\nSouth,90,80',
        expect: { form: 'table', columns: [] },
      },
      'Analyst',
    );
    expect(answer.split('\n').slice(2)).toEqual(['| North | 120 | 150 | 30 |', '| South | 90 | 80 | -10 |']);
  });
});
