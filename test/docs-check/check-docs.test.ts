import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDocs, docsReport } from '../../scripts/check-docs.js';
import { extractExamples } from '../../scripts/docs-check/extract-examples.js';
import { KNOWN_MISTAKES, knownMistake } from '../../scripts/docs-check/known-mistakes.js';

/** Whether python3 with requests is here; CI installs it (.ci/run), so there it must be. */
function pythonWithRequests(): boolean {
  try {
    execFileSync('python3', ['-c', 'import requests'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const fence = (code: string, indent = '') => `${indent}\`\`\`python\n${code.replace(/^/gm, indent)}\n${indent}\`\`\`\n`;

const header = 'import os\nimport requests\n\nBASE_URL = "https://api.swarms.world"\nheaders = {"x-api-key": os.getenv("SWARMS_API_KEY")}\n';

/** A docs folder of a few pages, one example of each kind the check tells apart. */
function tinyDocs(): string {
  const root = mkdtempSync(join(tmpdir(), 'tiny-docs-'));
  mkdirSync(join(root, 'docs', 'examples'), { recursive: true });
  writeFileSync(
    join(root, 'docs', 'examples', 'works.mdx'),
    [
      '# Works\n',
      '<Tabs>\n  <Tab title="Python">\n',
      fence(`${header}response = requests.get(f"{BASE_URL}/v1/models/available", headers=headers)\nprint(response.json()["count"])`, '    '),
      '  </Tab>\n</Tabs>\n',
      fence('print("no requests here")'),
    ].join('\n'),
  );
  // A tutorial in steps: setup, then the call in a block of its own (no import), as a reader runs them one after the other.
  writeFileSync(
    join(root, 'docs', 'examples', 'steps.mdx'),
    ['## Step 1\n', fence(header), '## Step 2\n', fence('answer = requests.get(f"{BASE_URL}/v1/swarms/available", headers=headers)\nprint(answer.json()["swarm_types"][0])')].join(
      '\n',
    ),
  );
  writeFileSync(
    join(root, 'docs', 'examples', 'placeholder.mdx'),
    fence(`${header}payload = {"task": "x", "stream": false}\nrequests.post(f"{BASE_URL}/v1/agent/completions", headers=headers, json=payload)`),
  );
  // A prompt of the hosted marketplace, which the offline catalogue lacks: answered with a stand-in.
  writeFileSync(
    join(root, 'docs', 'examples', 'marketplace.mdx'),
    fence(
      `${header}agent = {"agent_name": "m", "marketplace_prompt_id": "92a11cf5-0000"}\nprint(requests.post(f"{BASE_URL}/v1/agent/completions", headers=headers, json={"agent_config": agent, "task": "x"}).json())`,
    ),
  );
  // A webhook receiver: it answers one request, then serves another service of the reader's until stopped.
  writeFileSync(
    join(root, 'docs', 'examples', 'webhook.mdx'),
    fence(
      `${header}import http.server\nrequests.get(f"{BASE_URL}/health", headers=headers).raise_for_status()\nhttp.server.HTTPServer(("127.0.0.1", 0), http.server.BaseHTTPRequestHandler).serve_forever()`,
    ),
  );
  // A command-line tool: its arguments are the reader's to give.
  writeFileSync(
    join(root, 'docs', 'examples', 'cli.mdx'),
    fence(`${header}import argparse\nparser = argparse.ArgumentParser()\nparser.add_argument("--url", required=True)\nargs = parser.parse_args()\nrequests.get(args.url)`),
  );
  // An agent with an MCP server of the reader's own (beyond this machine: the check's server refuses it).
  writeFileSync(
    join(root, 'docs', 'examples', 'service.mdx'),
    fence(
      `${header}agent = {"agent_name": "a", "mcp_url": "https://mcp.example.com/search"}\nrequests.post(f"{BASE_URL}/v1/agent/completions", headers=headers, json={"agent_config": agent, "task": "x"}).raise_for_status()`,
    ),
  );
  writeFileSync(
    join(root, 'docs', 'examples', 'broken.mdx'),
    [
      fence(
        `${header}response = requests.post(f"{BASE_URL}/v1/agent/completions", headers=headers, json={"agent_config": {"max_loops": "often"}, "task": "x"})\nprint(response.status_code)`,
      ),
      fence(`${header}data = requests.get(f"{BASE_URL}/health", headers=headers).json()\nprint(data["no_such_field"])`),
      fence(`${header}with open("my_portfolio.csv") as handle:\n    rows = handle.read()\nrequests.post(f"{BASE_URL}/v1/agent/completions", headers=headers, json={"task": rows})`),
      fence(`${header}def run():\n    return requests.get(f"{BASE_URL}/health", headers=headers)`),
      fence(`${header}requests.get(f"{BASE_URL}/health", headers=headers).raise_for_status()\nprint(parse_streaming_response)`),
    ].join('\n'),
  );
  return root;
}

describe('npm run check:docs', () => {
  const root = tinyDocs();
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('extracts the python blocks that import requests, dedented out of their tabs, with page and line', () => {
    const examples = extractExamples(root);
    const fences = (page: string) =>
      readFileSync(join(root, 'docs', 'examples', page), 'utf8')
        .split('\n')
        .flatMap((line, index) => (line.trim() === '```python' ? [`docs/examples/${page}:${index + 1}`] : []));
    // Every fence of broken.mdx, and the first of the others: a block without the import continues the one before it.
    expect(examples.map((example) => example.where)).toEqual([
      ...fences('broken.mdx'),
      fences('cli.mdx')[0],
      fences('marketplace.mdx')[0],
      fences('placeholder.mdx')[0],
      fences('service.mdx')[0],
      fences('steps.mdx')[0],
      fences('webhook.mdx')[0],
      fences('works.mdx')[0],
    ]);
    expect(fences('broken.mdx')).toHaveLength(5);
    expect(examples[9].continuation).toContain('/v1/swarms/available');
    expect(examples[4].code.startsWith('import os\nimport requests')).toBe(true);
  });

  it("counts a page's known mistake as broken only when it stops on the very error listed", () => {
    const [zapier] = KNOWN_MISTAKES;
    expect(knownMistake(zapier.where, 'TypeError: the JSON object must be str, bytes or bytearray, not list')).toMatch(
      /^the example's own code contradicts the documentation: .*outputs/,
    );
    expect(knownMistake(zapier.where, "KeyError: 'outputs'")).toBeUndefined();
    expect(knownMistake('docs/other.mdx:1', 'TypeError: the JSON object must be str, bytes or bytearray, not list')).toBeUndefined();
  });

  it.skipIf(!pythonWithRequests() && !process.env.CI)(
    'runs each against a swarms-local it starts and says which failed and why',
    async () => {
      // The webhook example only ends when its time is up (it serves until stopped), and its verdict needs nothing
      // else: it runs alone with a short limit, beside the other pages (one run each: `only` takes one page) with a
      // limit none of them comes near, instead of holding up the whole check for the long one.
      const pages = [...new Set(extractExamples(root).map((example) => example.where.split(':')[0]))];
      const [served, others] = await Promise.all([
        checkDocs(root, { only: 'webhook.mdx', timeoutMs: 3_000 }),
        (async () => {
          const outcomes = [];
          for (const page of pages.filter((name) => !name.endsWith('webhook.mdx'))) outcomes.push(...(await checkDocs(root, { only: page, jobs: 2, timeoutMs: 30_000 })));
          return outcomes;
        })(),
      ]);
      const outcomes = [...others, ...served];
      expect(outcomes).toHaveLength(12);
      const [first, second, third, fourth, fifth, cli, marketplace, placeholder, service, steps, webhook, works] = extractExamples(root).map((example) => example.where);
      const byPage = Object.fromEntries(outcomes.map((outcome) => [outcome.where, outcome]));
      expect(byPage[works]).toMatchObject({ verdict: 'passed', calls: [{ method: 'GET', path: '/v1/models/available', status: 200 }] });
      expect(byPage[first].verdict).toBe('failed');
      expect(byPage[first].why).toMatch(/^POST \/v1\/agent\/completions answered 422: .*max_loops/);
      expect(byPage[second]).toMatchObject({ verdict: 'failed', why: "Python: KeyError: 'no_such_field'" });
      expect(byPage[third]).toMatchObject({ verdict: 'reader', why: expect.stringMatching(/^reads a file of the reader's own \(FileNotFoundError/) });
      expect(byPage[fourth].verdict).toBe('silent');
      expect(byPage[fifth]).toMatchObject({
        verdict: 'broken',
        why: "the example's own code fails after its requests succeeded: NameError: name 'parse_streaming_response' is not defined",
      });
      // A prompt of swarms.world's marketplace this server does not hold is answered with a stand-in (open auth).
      expect(byPage[marketplace]).toMatchObject({ verdict: 'passed', calls: [{ method: 'POST', path: '/v1/agent/completions', status: 200 }] });
      expect(byPage[webhook]).toMatchObject({ verdict: 'reader', why: expect.stringMatching(/^serves a webhook for another service of the reader's/) });
      expect(byPage[service]).toMatchObject({ verdict: 'reader', why: 'calls another service (the MCP server https://mcp.example.com/search)' });
      expect(byPage[cli]).toMatchObject({ verdict: 'reader', why: 'takes command-line arguments the reader gives (the following arguments are required: --url)' });
      expect(byPage[steps]).toMatchObject({ verdict: 'passed', calls: [{ method: 'GET', path: '/v1/swarms/available', status: 200 }] });
      expect(byPage[placeholder]).toMatchObject({
        verdict: 'broken',
        why: expect.stringMatching(/^the example's own code fails before any request: NameError: name 'false' is not defined/),
      });
      const report = docsReport(outcomes);
      expect(report.split('\n').at(-1)).toBe(
        "12 examples: 3 passed, 2 failed, 4 need the reader's own files, secrets, packages or services, 2 broken in their own code, 1 made no request",
      );
      expect(report).toContain(`FAILED ${first}: POST /v1/agent/completions answered 422`);
    },
    180_000,
  );
});
