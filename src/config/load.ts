import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { configSchema, type Config, type ConfigInput } from './schema.js';

/** Where settings come from; later sources win: defaults < file < env < flags. */
export interface ConfigSources {
  /** Settings given programmatically or as CLI flags. */
  flags?: ConfigInput;
  /** Environment variables (SWARMS_LOCAL_*); defaults to none so embedding stays hermetic. */
  env?: NodeJS.ProcessEnv;
  /** A JSON or YAML config file; without one, the file `SWARMS_LOCAL_CONFIG` in `env` names, if any. */
  file?: string;
}

/** Thrown when the configuration is invalid; the message lists every problem and where it came from. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const ENV_PREFIX = 'SWARMS_LOCAL_';
/** The environment variable naming a config file (the file itself, not a setting). */
const CONFIG_FILE_ENV = `${ENV_PREFIX}CONFIG`;

/** SWARMS_LOCAL_MAX_CONCURRENT_CALLS → maxConcurrentCalls. */
function envKeyToConfigKey(name: string): string {
  return name
    .slice(ENV_PREFIX.length)
    .toLowerCase()
    .replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/** True when the setting `key` takes this string as it is (a path, a size such as `1000000`, a date, a mode). */
function takesString(key: string, raw: string): boolean {
  const shape: Record<string, { safeParse(value: unknown): { success: boolean } }> = configSchema.shape;
  return Object.hasOwn(shape, key) && shape[key].safeParse(raw).success;
}

/**
 * Env values are strings: a setting that takes a string keeps the value as given; for the others,
 * numbers, booleans and JSON objects/arrays are decoded.
 */
function decodeEnvValue(name: string, key: string, raw: string): unknown {
  if (takesString(key, raw)) return raw;
  const trimmed = raw.trim();
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed);
    } catch {
      throw new ConfigError(`${name} is not valid JSON: ${trimmed.slice(0, 60)}`);
    }
  }
  return raw;
}

/** Settings found in the environment. */
export function configFromEnv(env: NodeJS.ProcessEnv): ConfigInput {
  const settings: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith(ENV_PREFIX) || value === undefined || name === CONFIG_FILE_ENV) continue;
    const key = envKeyToConfigKey(name);
    settings[key] = decodeEnvValue(name, key, value);
  }
  return settings as ConfigInput;
}

/** Settings found in a JSON or YAML file. */
export function configFromFile(path: string): ConfigInput {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(`Cannot read config file ${path}: ${(error as Error).message}`);
  }
  try {
    const isYaml = ['.yaml', '.yml'].includes(extname(path).toLowerCase());
    return (isYaml ? parseYaml(text) : JSON.parse(text)) ?? {};
  } catch (error) {
    throw new ConfigError(`Config file ${path} is not valid ${extname(path) || 'JSON'}: ${(error as Error).message}`);
  }
}

function withoutUndefined(input: ConfigInput | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value !== undefined));
}

/** Resolves the configuration once, at the edge, and freezes it. */
export function loadConfig(sources: ConfigSources = {}): Config {
  // Every command (server, keys, snapshot, fixtures) honours SWARMS_LOCAL_CONFIG, so they share one database.
  const file = sources.file ?? sources.env?.[CONFIG_FILE_ENV];
  const fileSettings = file ? configFromFile(file) : {};
  const envSettings = sources.env ? configFromEnv(sources.env) : {};
  const merged = { ...withoutUndefined(fileSettings), ...withoutUndefined(envSettings), ...withoutUndefined(sources.flags) };
  const parsed = configSchema.safeParse(merged);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return deepFreeze(parsed.data);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
