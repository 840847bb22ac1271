import { readRegularFile } from '../runtime/regular-file.js';
import { parseFailure } from './parse-failure.js';
import { extname } from 'node:path';
import { parseYaml } from './yaml-text.js';
import { configSchema, type Config, type ConfigInput } from './schema.js';
import { didYouMean } from '../contract/did-you-mean.js';
import { knownKeys } from '../contract/fastapi/schema-walk.js';
import { describeSettingIssues } from './setting-issues.js';

/** Where settings come from; later sources win: defaults < file < env < flags. */
export interface ConfigSources {
  /** Settings given programmatically or as CLI flags. */
  flags?: ConfigInput;
  /** Environment variables (SWARMS_LOCAL_*); defaults to none so embedding stays hermetic. */
  env?: NodeJS.ProcessEnv;
  /** A JSON or YAML config file; without one, the file `SWARMS_LOCAL_CONFIG` in `env` names, if any. */
  file?: string;
  /** How errors name a setting given in `flags` (the CLI says `--port`); default: `option port`. */
  flagName?: (key: string) => string;
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
/**
 * SWARMS_LOCAL_* variables that are not server settings: the config file, the cache of the scripts that fetch real
 * models, and the test helpers' switch to rewrite golden runs (set for a test run, so the server it starts sees it).
 */
const NON_SETTING_VARIABLES = new Set([CONFIG_FILE_ENV, `${ENV_PREFIX}CACHE`, `${ENV_PREFIX}UPDATE_GOLDEN`]);

/** SWARMS_LOCAL_MAX_CONCURRENT_CALLS → maxConcurrentCalls. */
function envKeyToConfigKey(name: string): string {
  return name
    .slice(ENV_PREFIX.length)
    .toLowerCase()
    .replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/** maxConcurrentCalls → SWARMS_LOCAL_MAX_CONCURRENT_CALLS. */
function configKeyToEnvKey(key: string): string {
  return ENV_PREFIX + key.replace(/[A-Z]+/g, (letters) => `_${letters}`).toUpperCase();
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

/** The SWARMS_LOCAL_* settings of an environment: each setting with the variable it came from. */
function settingVariables(env: NodeJS.ProcessEnv): Array<{ name: string; key: string; value: string }> {
  return Object.entries(env).flatMap(([name, value]) =>
    name.startsWith(ENV_PREFIX) && value !== undefined && !NON_SETTING_VARIABLES.has(name) ? [{ name, key: envKeyToConfigKey(name), value }] : [],
  );
}

/** Settings found in the environment. */
function configFromEnv(env: NodeJS.ProcessEnv): ConfigInput {
  const settings: Record<string, unknown> = {};
  for (const { name, key, value } of settingVariables(env)) settings[key] = decodeEnvValue(name, key, value);
  return settings as ConfigInput;
}

/** A line per SWARMS_LOCAL_* variable that names no setting (a typo would otherwise be ignored). */
function unknownVariables(env: NodeJS.ProcessEnv): string[] {
  const settings = knownKeys(configSchema);
  const names = [...settings.map(configKeyToEnvKey), ...NON_SETTING_VARIABLES];
  return settingVariables(env)
    .filter(({ key }) => !settings.includes(key))
    .map(({ name }) => `${name} (environment variable): not a swarms-local setting${didYouMean(name, names)}`);
}

/** Settings found in a JSON or YAML file. */
function configFromFile(path: string): ConfigInput {
  let text: string;
  let data: unknown;
  try {
    text = readRegularFile(path);
  } catch (error) {
    throw new ConfigError(`Cannot read config file ${path}: ${(error as Error).message}`);
  }
  const isYaml = ['.yaml', '.yml'].includes(extname(path).toLowerCase());
  try {
    data = (isYaml ? parseYaml(text) : JSON.parse(text)) ?? {};
  } catch (error) {
    throw new ConfigError(`Config file ${path} ${parseFailure(error, isYaml ? 'YAML' : 'JSON', text)}.`);
  }
  if (!isObject(data)) throw new ConfigError(`Config file ${path} must hold a mapping of settings (such as "port: 8000"), not ${Array.isArray(data) ? 'a list' : typeof data}.`);
  return data as ConfigInput;
}

function withoutUndefined(input: ConfigInput | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value !== undefined));
}

/** The problems as one ConfigError, a line each. */
export function configProblems(problems: string[]): ConfigError {
  return new ConfigError(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
}

/**
 * Resolves the configuration once, at the edge, and freezes it. Every problem is reported at once,
 * each naming the setting and where it came from (file and path, variable, flag).
 */
export function loadConfig(sources: ConfigSources = {}): Config {
  // Every command (server, keys, snapshot, fixtures) honours SWARMS_LOCAL_CONFIG, so they share one database.
  const file = sources.file ?? sources.env?.[CONFIG_FILE_ENV];
  const fileSettings = withoutUndefined(file ? configFromFile(file) : {});
  const env = sources.env ?? {};
  const unknown = unknownVariables(env);
  const envSettings = withoutUndefined(configFromEnv(env));
  for (const { key } of settingVariables(env)) if (!knownKeys(configSchema).includes(key)) delete envSettings[key];
  const flags = withoutUndefined(sources.flags);
  const flagName = sources.flagName ?? ((key: string) => `option ${key}`);
  const originOf = (path: readonly PropertyKey[]): string => {
    const key = String(path[0]);
    if (Object.hasOwn(flags, key)) return flagName(key);
    if (Object.hasOwn(envSettings, key)) return `environment variable ${configKeyToEnvKey(key)}`;
    return file && Object.hasOwn(fileSettings, key) ? `config file ${file}` : 'default';
  };
  const parsed = configSchema.safeParse({ ...fileSettings, ...envSettings, ...flags });
  const problems = [...unknown, ...(parsed.success ? [] : describeSettingIssues(parsed.error.issues, configSchema, originOf))];
  if (problems.length > 0 || !parsed.success) throw configProblems(problems);
  return deepFreeze(parsed.data);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
