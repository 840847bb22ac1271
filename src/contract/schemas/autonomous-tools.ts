import { z } from 'zod';

/**
 * The tools an autonomous agent (`max_loops: "auto"`) may be offered, in the order the hosted
 * documentation lists them (`selected_tools`). The framework's `run_bash` and `grep` are left out:
 * the hosted API does not permit them.
 */
export const AUTONOMOUS_TOOLS = [
  'create_plan',
  'think',
  'subtask_done',
  'complete_task',
  'respond_to_user',
  'create_file',
  'update_file',
  'read_file',
  'list_directory',
  'delete_file',
  'create_sub_agent',
  'assign_task',
] as const;

/** One autonomous tool's name. */
export type AutonomousToolName = (typeof AUTONOMOUS_TOOLS)[number];

/** Tools of the framework the hosted API refuses, with the reason given to the client. */
const REFUSED_TOOLS: Record<string, string> = {
  run_bash: 'run_bash is not permitted (it would run shell commands on the server)',
  grep: "grep is not permitted (it searches the server's files; use read_file and list_directory on the workspace)",
};

const known = new Set<string>(AUTONOMOUS_TOOLS);

/** The problem with one `selected_tools` name, or undefined when it is a tool the loop offers. */
function problemWith(name: string): string | undefined {
  if (known.has(name)) return undefined;
  return REFUSED_TOOLS[name] ?? `unknown tool '${name}'; the tools are: all, ${AUTONOMOUS_TOOLS.join(', ')}`;
}

/** `selected_tools`: "all", one tool's name, or a list of names; each must be a tool the loop offers. */
export const selectedToolsSchema = z.union([z.string(), z.array(z.string())]).superRefine((value, context) => {
  const names = typeof value === 'string' ? (value === 'all' ? [] : [value]) : value;
  for (const name of names) {
    const problem = problemWith(name);
    if (problem) context.addIssue({ code: 'custom', input: value, message: problem });
  }
});

/** The tools a `selected_tools` value selects (absent or "all": every one), in catalogue order. */
export function selectedTools(value: string | string[] | null | undefined): AutonomousToolName[] {
  if (value == null || value === 'all') return [...AUTONOMOUS_TOOLS];
  const names = new Set(typeof value === 'string' ? [value] : value);
  return AUTONOMOUS_TOOLS.filter((name) => names.has(name));
}
