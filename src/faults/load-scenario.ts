import { extname } from 'node:path';
import { parseYaml } from '../config/yaml-text.js';
import { parseFailure } from '../config/parse-failure.js';
import { readRegularFile } from '../runtime/regular-file.js';
import { ConfigError } from '../config/load.js';
import { describeSettingIssues } from '../config/setting-issues.js';
import { scenarioSchema, type Scenario } from '../contract/schemas/fault-rule.js';

/** Reads a scenario file (JSON or YAML); the error names the file and every problem in it. */
export function loadScenarioFile(path: string): Scenario {
  let text: string;
  try {
    text = readRegularFile(path);
  } catch (error) {
    throw new ConfigError(`Cannot read scenario file ${path}: ${(error as Error).message}`);
  }
  const isYaml = ['.yaml', '.yml'].includes(extname(path).toLowerCase());
  let data: unknown;
  try {
    data = isYaml ? parseYaml(text) : JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`Scenario file ${path} ${parseFailure(error, isYaml ? 'YAML' : 'JSON', text)}.`);
  }
  const parsed = scenarioSchema.safeParse(data);
  if (!parsed.success) {
    const problems = describeSettingIssues(parsed.error.issues, scenarioSchema, () => '');
    throw new ConfigError(`Scenario file ${path} is invalid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
  return parsed.data;
}
