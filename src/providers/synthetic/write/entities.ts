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

const tidy = (value: string) =>
  value
    .replace(/^[\s"'(“]+|[\s"'),;:!?”]+$/g, '')
    .replace(/(?<!\b(?:Inc|Ltd|Corp|Co))\.$/, '')
    .replace(/'s$/, '');

const GREETING =
  /^(?:Dear|Hi|Hello|Kind|Best|Thank|Thanks|Regards|Sincerely|The|This|That|At|In|On|From|To|Invite|Please|Office|Mobile|Fax|Total|Payment|Subject|Yesterday|Today|Tomorrow|Tonight|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Last|Next|When|After|Before|Then|And|But|If|Also|Meanwhile|Later|Earlier|Yes|No|Ask|Call|Email|Contact|Ping|Tell|Cc|Bcc)$/;
/** Words of a greeting or a closing: a run holding one is no name ("Kind Regards"); labels like "Office" may sit inside one. */
const CLOSING = /^(?:Dear|Hi|Hello|Kind|Best|Thank|Thanks|Regards|Sincerely|Please|Invite)$/;
const COMPANY_SUFFIX =
  /\b(?:Inc\.?|Ltd\.?|LLC|GmbH|Corp\.?|Co\.|plc|AG|SA|Group|Labs?|Systems|Technologies|Traders|Logistics|Ventures|Supplies|Partners|Holdings|Bank|Capital|Software|Studios?|AS|ASA|AB|Oy|BV|NV|SRL|SpA|KG|Pty|SAS|Sarl)$/;

/** Runs of two or more capitalised words (a name or a company as written), titles and greetings left off, in order. */
function capitalisedRuns(text: string): string[] {
  // "Oberlin & Kaas GmbH", "Marlow & Finch": an ampersand between capitalised words joins one name.
  return [...text.matchAll(/\b[A-Z][a-zA-Z&'-]+(?:[ \t]+(?:&[ \t]+)?(?:(?:Inc|Ltd|Corp|Co)\.|[A-Z][a-zA-Z&'-]+))+/g)]
    .map((match) =>
      match[0]
        .split(/\s+/)
        .filter((word, index) => !(index === 0 && (GREETING.test(word) || /^(?:Mr|Ms|Mrs|Dr|Prof)\.?$/.test(word))))
        .join(' ')
        .replace(/^(?:Mr|Ms|Mrs|Dr|Prof)\.?\s+/, ''),
    )
    .filter((run) => run.includes(' ') && !run.split(' ').some((word) => CLOSING.test(word)));
}

/** People, companies or places a text names, as written. */
export function entitiesIn(text: string, target: ExtractTarget): string[] {
  if (target !== 'people' && target !== 'companies' && target !== 'places') return [];
  if (target === 'companies') {
    const runs = capitalisedRuns(text);
    const companies = runs.filter((run) => COMPANY_SUFFIX.test(run));
    // In the text's order: the first company named is the one a sentence is about ("X raised ... led by Y Ventures").
    if (companies.length) return runs.filter((run) => companies.includes(run) || !loadNlp()(run).people().out('array').length);
    if (runs.length) return runs;
  }
  if (target === 'people') {
    const people = loadNlp()(text.slice(0, PARSED)).people().out('array').map(tidy);
    const runs = capitalisedRuns(text).filter((run) => !COMPANY_SUFFIX.test(run) && run.split(' ').length <= 3);
    const named = runs.filter((run) => run.split(' ').some((word) => people.some((person) => person.includes(word))));
    if (named.length) return named;
  }
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
