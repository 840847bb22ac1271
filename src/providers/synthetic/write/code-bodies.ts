// Bodies for behaviours a code task names outright ("debounce", "slugify", "tars the directory"): a small
// curated map from the behaviour to the primitive any engineer would reach for, so the code does what it is
// called. Tasks naming none of them get the generic body `code-answer.ts` writes.

/** What a body is written from: the function's name and parameter names. */
interface Definition {
  name: string;
  params: string[];
}

type Writer = (definition: Definition) => string;

/** One behaviour: how the task names it, and its body in each language it is written for. */
interface Behaviour {
  named: RegExp;
  python?: Writer;
  typescript?: Writer;
  javascript?: Writer;
  bash?: Writer;
}

const arg = (definition: Definition, index: number, fallback: string) => definition.params[index] ?? fallback;

/** A TypeScript body made from the JavaScript one by typing its parameters as the task gives none. */
const typed =
  (javascript: Writer, types: string[], returns: string): Writer =>
  (definition) =>
    javascript(definition)
      .replace(/^function (\w+)\(([^)]*)\)/, (_, name: string, params: string) => {
        const list = params
          .split(',')
          .map((param) => param.trim())
          .filter(Boolean)
          .map((param, index) => `${param}: ${types[index] ?? 'unknown'}`);
        return `export function ${name}(${list.join(', ')}): ${returns}`;
      })
      .replace(/\n\nmodule\.exports = \{ \w+ \};$/, '');

const debounceJs: Writer = (definition) => {
  const [fn, ms] = [arg(definition, 0, 'fn'), arg(definition, 1, 'ms')];
  return `function ${definition.name}(${fn}, ${ms}) {\n  let timer;\n  return (...args) => {\n    clearTimeout(timer);\n    timer = setTimeout(() => ${fn}(...args), ${ms});\n  };\n}\n\nmodule.exports = { ${definition.name} };`;
};
const throttleJs: Writer = (definition) => {
  const [fn, ms] = [arg(definition, 0, 'fn'), arg(definition, 1, 'ms')];
  return `function ${definition.name}(${fn}, ${ms}) {\n  let last = 0;\n  return (...args) => {\n    const now = Date.now();\n    if (now - last < ${ms}) return;\n    last = now;\n    ${fn}(...args);\n  };\n}\n\nmodule.exports = { ${definition.name} };`;
};
const groupByJs: Writer = (definition) => {
  const [items, key] = [arg(definition, 0, 'items'), arg(definition, 1, 'keyFn')];
  return `function ${definition.name}(${items}, ${key}) {\n  const groups = {};\n  for (const item of ${items}) {\n    const group = ${key}(item);\n    (groups[group] ??= []).push(item);\n  }\n  return groups;\n}\n\nmodule.exports = { ${definition.name} };`;
};
const slugifyJs: Writer = (definition) => {
  const text = arg(definition, 0, 'text');
  return `function ${definition.name}(${text}) {\n  return ${text}\n    .toLowerCase()\n    .replace(/[^a-z0-9\\s-]/g, '')\n    .trim()\n    .replace(/[\\s-]+/g, '-');\n}\n\nmodule.exports = { ${definition.name} };`;
};
const palindromeJs: Writer = (definition) => {
  const text = arg(definition, 0, 'text');
  return `function ${definition.name}(${text}) {\n  const letters = ${text}.toLowerCase().replace(/[^a-z0-9]/g, '');\n  return letters === [...letters].reverse().join('');\n}\n\nmodule.exports = { ${definition.name} };`;
};
const fetchAllJs: Writer = (definition) => {
  const urls = arg(definition, 0, 'urls');
  return `async function ${definition.name}(${urls}) {\n  const responses = await Promise.all(${urls}.map((url) => fetch(url)));\n  return Promise.all(responses.map((response) => response.text()));\n}\n\nmodule.exports = { ${definition.name} };`;
};

const BEHAVIOURS: Behaviour[] = [
  { named: /\bdebounc/i, javascript: debounceJs, typescript: typed(debounceJs, ['(...args: unknown[]) => void', 'number'], '(...args: unknown[]) => void') },
  { named: /\bthrottl/i, javascript: throttleJs, typescript: typed(throttleJs, ['(...args: unknown[]) => void', 'number'], '(...args: unknown[]) => void') },
  {
    named: /\bgroup ?by\b|\bgroups? (?:the )?items\b/i,
    javascript: groupByJs,
    typescript: typed(groupByJs, ['unknown[]', '(item: unknown) => string'], 'Record<string, unknown[]>'),
  },
  {
    named: /\bslug|\blower-?cases?\b/i,
    javascript: slugifyJs,
    typescript: typed(slugifyJs, ['string'], 'string'),
    python: (definition) =>
      `import re\n\n\ndef ${definition.name}(${arg(definition, 0, 'text')}):\n    text = ${arg(definition, 0, 'text')}.lower()\n    text = re.sub(r"[^a-z0-9\\s-]", "", text)\n    return re.sub(r"[\\s-]+", "-", text).strip("-")`,
  },
  {
    named: /\bpalindrome/i,
    javascript: palindromeJs,
    typescript: typed(palindromeJs, ['string'], 'boolean'),
    python: (definition) =>
      `def ${definition.name}(${arg(definition, 0, 'text')}):\n    letters = [c for c in ${arg(definition, 0, 'text')}.lower() if c.isalnum()]\n    return letters == letters[::-1]`,
  },
  {
    named: /\baiohttp\b|\b(?:fetch|download|get)\w*\b[^.]{0,40}\bconcurrent/i,
    javascript: fetchAllJs,
    typescript: typed(fetchAllJs, ['string[]'], 'Promise<string[]>'),
    python: (definition) => {
      const urls = arg(definition, 0, 'urls');
      return `import asyncio\n\nimport aiohttp\n\n\nasync def ${definition.name}(${urls}):\n    async with aiohttp.ClientSession() as session:\n\n        async def fetch(url):\n            async with session.get(url) as response:\n                return await response.text()\n\n        return await asyncio.gather(*(fetch(url) for url in ${urls}))`;
    },
  },
  {
    named: /\btars?\b|\bbackup\b|\barchiv/i,
    bash: (definition) =>
      `${definition.name}() {\n  local source="\${1:?a directory is required}"\n  local stamp\n  stamp="$(date +%Y%m%d-%H%M%S)"\n  tar -czf "/tmp/$(basename "$source")-$stamp.tar.gz" -C "$(dirname "$source")" "$(basename "$source")"\n}\n\n${definition.name} "$@"`,
  },
  {
    named: /\bline counts?\b|\bcounts? (?:the )?lines\b|\bnumber of lines\b/i,
    bash: (definition) => `${definition.name}() {\n  local file\n  for file in *.log; do\n    [ -e "$file" ] || continue\n    wc -l "$file"\n  done\n}\n\n${definition.name} "$@"`,
  },
];

/**
 * The body of a function whose behaviour the task names (the whole definition, without its fence), in the
 * language asked; undefined when the task names no behaviour of the map or the map has no body in that language.
 */
export function behaviourBody(language: string, task: string, definition: Definition): string | undefined {
  const behaviour = BEHAVIOURS.find((candidate) => candidate.named.test(task) && candidate[language as keyof Behaviour]);
  const write = behaviour?.[language as 'python' | 'typescript' | 'javascript' | 'bash'];
  return write ? write(definition) : undefined;
}
