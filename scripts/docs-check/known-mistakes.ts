// Examples of the hosted documentation whose own code contradicts the documentation's reference, so that no answer
// can satisfy both: each is named with the error it stops on and why, and is counted as broken, not failed.

/** One example the check expects to stop on its own mistake. */
export interface KnownMistake {
  /** The example, as the check names it (page and line of its fence). */
  where: string;
  /** The last line of Python's output it stops on; any other stop is a failure as usual. */
  stopsOn: RegExp;
  why: string;
}

/** The documentation of 20 July 2026 (commit 845134c). */
export const KNOWN_MISTAKES: readonly KnownMistake[] = [
  {
    where: 'docs/guides/guides/replace-zapier-with-swarms.mdx:136',
    stopsOn: /^TypeError: the JSON object must be str, bytes or bytearray, not list$/,
    why: "it reads an agent completion's outputs as JSON text (json.loads(resp.json()['outputs'])), against the reference (capabilities/agent.mdx) and the documentation's other examples, which read the list of messages swarms-local answers",
  },
];

/** Why an example that stopped on `lastLine` stopped on a known mistake of its page; undefined for any other stop. */
export function knownMistake(where: string, lastLine: string): string | undefined {
  const mistake = KNOWN_MISTAKES.find((entry) => entry.where === where && entry.stopsOn.test(lastLine.trim()));
  return mistake && `the example's own code contradicts the documentation: ${mistake.why}`;
}
