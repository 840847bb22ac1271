import { encode as encodeCl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countMessageTokens, countTextTokens, encodeText, encodingFor, IMAGE_PROMPT_TOKENS, splitIntoTokens, truncateToTokens } from '../../src/providers/tokenizer.js';
import { libraryTokenRanks } from '../../src/providers/token-ranks.js';
import { referenceEncoder } from './reference-bpe.js';

describe('the tokenizer', () => {
  it('counts known strings as the OpenAI encodings do', () => {
    // Counts published with tiktoken (OpenAI cookbook, "How to count tokens with tiktoken").
    expect(countTextTokens('hello world', 'gpt-4')).toBe(2);
    expect(countTextTokens('hello world', 'gpt-4o')).toBe(2);
    expect(countTextTokens('tiktoken is great!', 'gpt-3.5-turbo')).toBe(6);
    expect(countTextTokens('antidisestablishmentarianism', 'gpt-4')).toBe(6);
    expect(countTextTokens('', 'gpt-4o')).toBe(0);
  });

  it('uses o200k_base for the gpt-4o, gpt-4.1, o-series and gpt-5 family and cl100k_base for everything else', () => {
    for (const model of ['gpt-4o', 'gpt-4o-mini', 'chatgpt-4o-latest', 'gpt-4.1', 'gpt-4.1-nano', 'o1', 'o3-mini', 'o4-mini', 'gpt-5', 'openai/gpt-4.1']) {
      expect(encodingFor(model), model).toBe('o200k_base');
    }
    for (const model of ['gpt-4', 'gpt-4-turbo', 'gpt-3.5-turbo', 'llama3', 'ollama/llama3', 'claude-sonnet-4', 'mistral-large']) {
      expect(encodingFor(model), model).toBe('cl100k_base');
    }
  });

  it('counts the two encodings differently where their vocabularies differ', () => {
    // An emoji is one token in o200k_base and two byte-level tokens in cl100k_base.
    expect(countTextTokens('🙂', 'gpt-4o')).toBe(1);
    expect(countTextTokens('🙂', 'gpt-4')).toBe(2);
  });

  it('counts a text again the same under each encoding, however often and in whatever order it is asked', () => {
    const text = `A transcript counted at every turn: ${'東京の天気は晴れです。'.repeat(30)}`;
    const o200k = encode(text, { disallowedSpecial: new Set() }).length;
    const cl100k = encodeCl100k(text, { disallowedSpecial: new Set() }).length;
    expect(o200k).not.toBe(cl100k);

    for (let round = 0; round < 3; round += 1) {
      expect(countTextTokens(text, 'gpt-4o')).toBe(o200k);
      expect(countTextTokens(text, 'gpt-4')).toBe(cl100k);
    }
  });

  it('counts special-token markers in user text as plain text instead of throwing', () => {
    expect(countTextTokens('before <|endoftext|> after', 'gpt-4o')).toBeGreaterThan(3);
    expect(countMessageTokens([{ role: 'user', content: '<|im_start|>system' }], 'gpt-4')).toBeGreaterThan(7);
  });

  it('counts chat input the OpenAI way: 3 per message plus role and content, 1 per name, 3 priming the reply', () => {
    const model = 'gpt-4o';
    const content = 'Summarise the outlook for electric vehicle batteries.';
    const one = countMessageTokens([{ role: 'user', content }], model);
    expect(one).toBe(3 + 3 + countTextTokens('user', model) + countTextTokens(content, model));
    const named = countMessageTokens([{ role: 'user', content, name: 'alice' }], model);
    expect(named - one).toBe(1 + countTextTokens('alice', model));
    const two = countMessageTokens(
      [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content },
      ],
      model,
    );
    expect(two - one).toBe(3 + countTextTokens('system', model) + countTextTokens('Be brief.', model));
  });

  it('counts each image a fixed amount and the assistant tool calls by name and arguments', () => {
    const model = 'gpt-4.1';
    const textOnly = countMessageTokens([{ role: 'user', content: [{ type: 'text', text: 'What is this?' }] }], model);
    const withImages = countMessageTokens(
      [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is this?' },
            { type: 'image', url: 'https://example.com/a.png' },
            { type: 'image', url: 'data:image/png;base64,AAAA' },
          ],
        },
      ],
      model,
    );
    expect(withImages - textOnly).toBe(2 * IMAGE_PROMPT_TOKENS);
    expect(IMAGE_PROMPT_TOKENS).toBe(85);
    const plain = countMessageTokens([{ role: 'assistant', content: '' }], model);
    const calling = countMessageTokens([{ role: 'assistant', content: '', toolCalls: [{ id: 'call_1', name: 'get_weather', arguments: '{"city":"Oslo"}' }] }], model);
    expect(calling - plain).toBe(3 + countTextTokens('get_weather', model) + countTextTokens('{"city":"Oslo"}', model));
  });

  it('truncates to at most the given number of tokens, keeping a prefix, and says whether it cut', () => {
    const text = 'The quick brown fox jumps over the lazy dog. '.repeat(10);
    for (const model of ['gpt-4', 'gpt-4o']) {
      const cut = truncateToTokens(text, 7, model);
      expect(cut.truncated).toBe(true);
      expect(countTextTokens(cut.text, model)).toBeLessThanOrEqual(7);
      expect(text.startsWith(cut.text)).toBe(true);
      expect(truncateToTokens(text, 10_000, model)).toEqual({ text, truncated: false });
    }
  });

  it('never cuts inside a character when a token boundary falls within it', () => {
    // In cl100k_base each of these emoji spans two tokens, so an odd limit lands inside one.
    const text = '🙂🙂🙂🙂';
    for (const limit of [1, 2, 3, 5]) {
      const cut = truncateToTokens(text, limit, 'gpt-4');
      expect(cut.text).not.toContain('\uFFFD');
      expect(text.startsWith(cut.text)).toBe(true);
      expect(countTextTokens(cut.text, 'gpt-4')).toBeLessThanOrEqual(limit);
    }
  });

  it('leaves nothing behind after a cut inside a character: the next call decodes cleanly', () => {
    expect(truncateToTokens('🙂', 1, 'gpt-4').text).toBe('');
    // gpt-tokenizer's own decode keeps the cut bytes in a shared decoder and prefixes the next emoji with U+FFFD.
    expect(truncateToTokens('🙂🙂', 2, 'gpt-4').text).toBe('🙂');
    expect(splitIntoTokens('東京 🙂', 'gpt-4').join('')).toBe('東京 🙂');
  });

  it('splits text into token-sized pieces that concatenate back to the text, multi-byte characters whole', () => {
    const ascii = 'Battery prices keep falling while supply stays tight.';
    const pieces = splitIntoTokens(ascii, 'gpt-4o');
    expect(pieces.join('')).toBe(ascii);
    expect(pieces).toHaveLength(countTextTokens(ascii, 'gpt-4o'));
    const mixed = 'naïve café 🙂 — 東京';
    const mixedPieces = splitIntoTokens(mixed, 'gpt-4');
    expect(mixedPieces.join('')).toBe(mixed);
    for (const piece of mixedPieces) expect(piece).not.toContain('\uFFFD');
  });
});

describe('the encoder behind the counts', () => {
  // Varied text: words, numbers, code, whitespace runs, CJK, emoji, lone surrogates, special-token markers, long words that need merging.
  const samples = [
    'hello world',
    'Summarise the benefits of heat pumps (case [42]).\n\n- efficiency: 3.5x\t\t over 12 months',
    'function f(x) { return x ** 2; }   // trailing   ',
    '東京の天気は晴れです。 🙂🙃 naïve café — “quoted”',
    'before <|endoftext|> after <|im_start|>system<|im_end|>',
    'antidisestablishmentarianism pneumonoultramicroscopicsilicovolcanoconiosis',
    `${'a'.repeat(300)} ${'ab1'.repeat(50)}`,
    'lone \ud800 surrogate and \udfff another',
    '   leading spaces\r\n\r\nand CRLF lines\n\n\n',
  ];

  const reference = { o200k: referenceEncoder('o200k_base'), cl100k: referenceEncoder('cl100k_base') };
  const noneRefused = { disallowedSpecial: new Set<string>() };

  it('gives the tokens gpt-tokenizer encode gives with no special token refused, under both encodings', () => {
    for (const text of samples) {
      expect(encodeText(text, 'gpt-4o'), text).toEqual(encode(text, noneRefused));
      expect(encodeText(text, 'gpt-4'), text).toEqual(encodeCl100k(text, noneRefused));
    }
  });

  it('gives the tokens a plain byte-pair merge over the same vocabulary gives, for any text', () => {
    for (const text of samples) {
      expect(encodeText(text, 'gpt-4o'), text).toEqual(reference.o200k(text));
      expect(encodeText(text, 'gpt-4'), text).toEqual(reference.cl100k(text));
    }
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.string({ unit: 'grapheme' }),
          fc.string({ unit: fc.constantFrom('a', ' ', '\uFEFF', '東', '🙂', '\n', '9', "'s") }),
        ),
        (text) => {
          expect(encodeText(text, 'gpt-4o')).toEqual(reference.o200k(text));
          expect(encodeText(text, 'gpt-4')).toEqual(reference.cl100k(text));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('finds the tokens that begin with a byte-order mark, as tiktoken does (gpt-tokenizer 4 never matches them)', () => {
    const bom = [0xef, 0xbb, 0xbf];
    for (const [model, name] of [
      ['gpt-4o', 'o200k_base'],
      ['gpt-4', 'cl100k_base'],
    ] as const) {
      const bomToken = libraryTokenRanks(name).findIndex((entry) => Array.isArray(entry) && entry.join() === bom.join());
      expect(bomToken).toBeGreaterThan(0);
      expect(encodeText('\uFEFF', model)).toEqual([bomToken]);
      expect(truncateToTokens('\uFEFFHello', 1, model).text).toBe('');
    }
  });

  it('gives the same tokens for random text', () => {
    const alphabet = ['a', 'Z', ' ', '  ', '\n', '9', '.', ',', "'s", 'é', '東', '🙂', '<|endoftext|>', 'ing', '\t', '-', '_'];
    let state = 7;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state;
    };
    for (let sample = 0; sample < 200; sample += 1) {
      const text = Array.from({ length: 1 + (next() % 80) }, () => alphabet[next() % alphabet.length]).join('');
      expect(encodeText(text, 'gpt-4o'), JSON.stringify(text)).toEqual(encode(text, noneRefused));
      expect(encodeText(text, 'gpt-4'), JSON.stringify(text)).toEqual(encodeCl100k(text, noneRefused));
    }
  });
});
