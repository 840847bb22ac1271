// A bash function built from the task's own clauses: each "gzip every *.log older than 7 days", "delete .gz
// files older than 30 days", "copy … to /backups" becomes one `find` line over the directory the task names,
// with the globs, ages and paths it states as the function's defaults (its positional parameters when named).
import type { Signature } from './code-signature.js';

/** What one clause does to the files it selects, as a `find` action. */
const ACTIONS: Array<[RegExp, (destination: string) => string]> = [
  [/\b(?:gzip|compress)/i, () => '-exec gzip {} +'],
  [/\b(?:delete|remove|purge|clean)/i, () => '-delete'],
  [/\b(?:copy|copies|back ?up|backs up)/i, (destination) => `-exec cp -t "${destination}" {} +`],
  [/\b(?:move|moves)\b/i, (destination) => `-exec mv -t "${destination}" {} +`],
  [/\b(?:count|how many)/i, () => '-print | wc -l'],
  [/\b(?:list|print|show|find|report)/i, () => '-print'],
];

/** Variables of the function: a parameter's name when the task names one, with the default the task states. */
function variables(signature: Signature | undefined, paths: string[], age: string | undefined): Array<{ name: string; value: string }> {
  const named = signature?.params.map((param) => param.name) ?? [];
  const path = named.find((name) => /dir|path|folder|root|src|source/i.test(name)) ?? 'dir';
  const days = named.find((name) => /day|age|old/i.test(name)) ?? 'days';
  const destination = named.find((name) => /dest|target|backup|out/i.test(name)) ?? 'dest';
  const found = [{ name: path, value: paths[0] ?? '.' }, ...(age ? [{ name: days, value: age }] : []), ...(paths[1] ? [{ name: destination, value: paths[1] }] : [])];
  // Parameters the task names and no default covers come after, in the task's order.
  const rest = named.filter((name) => !found.some((variable) => variable.name === name)).map((name) => ({ name, value: '' }));
  const ordered = named.length ? named.map((name) => [...found, ...rest].find((variable) => variable.name === name) ?? { name, value: '' }) : found;
  return [...ordered, ...found.filter((variable) => !ordered.includes(variable))];
}

/** The body of a bash function `name` doing what the task's clauses say, with `local` defaults; undefined when no clause names an action. */
export function shellFunction(name: string, signature: Signature | undefined, task: string): string | undefined {
  const paths = [...new Set([...task.matchAll(/(?<![\w.])(\/(?:[\w.-]+\/?)+)/g)].map((match) => match[1].replace(/[/.]+$/, '')))].filter((path) => !/\*/.test(path));
  const clauses = task.split(/\s*(?:;|,\s*(?:and\s+)?then\b|,\s*and\b|\band then\b|\band\b(?=\s+(?:gzip|compress|delete|remove|purge|copy|move|archive|count|list|print)))\s*/i);
  let glob = '*';
  const ages = clauses.map((clause) => clause.match(/\b(?:older than|more than|over)\s+(\d{1,4})\s+days?\b|\b(\d{1,4})\s+days?\s+old\b/i)).map((match) => match?.[1] ?? match?.[2]);
  const firstAge = ages.find(Boolean);
  const vars = variables(signature, paths, firstAge);
  const dir = vars.find((variable) => variable.value === (paths[0] ?? '.'))?.name ?? vars[0].name;
  const dest = vars.find((variable) => paths[1] && variable.value === paths[1])?.name;
  const daysVar = vars.find((variable) => variable.value === firstAge && firstAge)?.name;
  const lines: string[] = [];
  clauses.forEach((clause, index) => {
    const action = ACTIONS.find(([pattern]) => pattern.test(clause));
    glob = clause.match(/(\*\.[\w.]+)/)?.[1] ?? clause.match(/(?<![\w/])\.(gz|log|txt|csv|json|tmp|bak|zip)\b/)?.[1]?.replace(/^/, '*.') ?? glob;
    if (!action) return;
    const age = ages[index];
    // "older than DAYS days": the age is the parameter of that name.
    const byName = clause.match(/\bolder than \$?([A-Za-z_]\w*) days?\b/)?.[1]?.toLowerCase();
    const ageVar = byName && vars.some((variable) => variable.name === byName) ? byName : age === firstAge ? daysVar : undefined;
    const mtime = ageVar ? ` -mtime +"$${ageVar}"` : age ? ` -mtime +${age}` : '';
    lines.push(`find "$${dir}" -type f -name '${glob}'${mtime} ${action[1](dest ? `$${dest}` : '/tmp')}`);
  });
  if (!lines.length) return undefined;
  const locals = vars.map((variable, index) => `  local ${variable.name}="\${${index + 1}:-${variable.value}}"`);
  return `${name}() {\n${locals.join('\n')}\n${dest ? `  mkdir -p "$${dest}"\n` : ''}${lines.map((line) => `  ${line}`).join('\n')}\n}\n\n${name} "$@"`;
}
