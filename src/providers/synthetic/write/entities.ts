import { createRequire } from 'node:module';
import type { ExtractTarget } from '../form/answer-form.js';

/** The part of compromise this module uses: a parsed document and its entity views. */
interface Document {
  people(): { out(format: 'array'): string[] };
  organizations(): { out(format: 'array'): string[] };
  places(): { out(format: 'array'): string[] };
  nouns(): { out(format: 'array'): string[] };
}
type Nlp = (text: string) => Document;

/** How much of a text is parsed for entities: compromise costs milliseconds per kilobyte. */
const PARSED = 8_000;

let nlp: Nlp | undefined;

/**
 * compromise, loaded the first time an answer needs entities (it costs about two seconds of CPU and
 * tens of MB to load, so a server that never extracts names never pays for it). Loaded synchronously:
 * composing is synchronous and runs on the composing thread when the server is compiled.
 */
function loadNlp(): Nlp {
  if (!nlp) {
    const loaded = createRequire(import.meta.url)('compromise') as Nlp | { default: Nlp };
    nlp = typeof loaded === 'function' ? loaded : loaded.default;
  }
  return nlp;
}

const tidy = (value: string) => value.replace(/^[\s"'(“]+|[\s"'),.;:”]+$/g, '').replace(/'s$/, '');

/** People, companies or places a text names, as written. */
export function entitiesIn(text: string, target: ExtractTarget): string[] {
  if (target !== 'people' && target !== 'companies' && target !== 'places') return [];
  const document = loadNlp()(text.slice(0, PARSED));
  const view = target === 'people' ? document.people() : target === 'companies' ? document.organizations() : document.places();
  return view
    .out('array')
    .map(tidy)
    .filter((value) => value && text.includes(value));
}

/** The noun phrases of a text, as written (rows of a table drawn from the input). */
export function nounPhrasesIn(text: string): string[] {
  return loadNlp()(text.slice(0, PARSED))
    .nouns()
    .out('array')
    .map(tidy)
    .filter((value) => value.length > 2 && value.split(/\s+/).length <= 5 && text.includes(value));
}
