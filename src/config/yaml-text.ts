import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Parses YAML text; the yaml package is loaded on the first YAML file, so start-up without one skips it. */
export function parseYaml(text: string): unknown {
  return (require('yaml') as typeof import('yaml')).parse(text);
}
