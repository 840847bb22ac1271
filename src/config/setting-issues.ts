import type { ZodType, core } from 'zod';
import { didYouMean } from '../contract/did-you-mean.js';
import { childSchema, knownKeys } from '../contract/fastapi/schema-walk.js';

/** Says where the setting at a path came from: "config file swarms.yaml", "environment variable SWARMS_LOCAL_PORT", "--port" ("" when the message's heading already says). */
type OriginOf = (path: readonly PropertyKey[]) => string;

/** A settings path as people write it: `routes[0].baseURL`. */
function settingPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, segment) => (typeof segment === 'number' ? `${text}[${segment}]` : text ? `${text}.${String(segment)}` : String(segment)), '');
}

/** The schema at a path (through defaults, optionals, pipes and arrays). */
function schemaAt(root: ZodType, path: readonly PropertyKey[]): ZodType | undefined {
  let schema: ZodType | undefined = root;
  for (const segment of path) schema = schema && childSchema(schema, segment);
  return schema;
}

/**
 * zod issues → one line each, naming the setting, where it came from and, for an unknown name, the
 * closest known one: `routes[0].baseUrl (config file swarms.yaml): unknown setting (did you mean baseURL?)`.
 */
export function describeSettingIssues(issues: readonly core.$ZodIssue[], root: ZodType, originOf: OriginOf): string[] {
  const name = (path: readonly PropertyKey[]) => {
    const origin = originOf(path);
    return `${settingPath(path) || '(top level)'}${origin ? ` (${origin})` : ''}`;
  };
  return issues.flatMap((issue) => {
    const path = issue.path as PropertyKey[];
    if (issue.code !== 'unrecognized_keys') return [`${name(path)}: ${issue.message}`];
    const known = knownKeys(schemaAt(root, path));
    return issue.keys.map((key) => `${name([...path, key])}: unknown setting${didYouMean(key, known)}`);
  });
}
