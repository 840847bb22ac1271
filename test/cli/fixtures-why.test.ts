import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ask, createFakeModel, filesUnder, fixtureBench, temporaryDirectory, textResult } from '../providers/fixtures-support.js';
import { cliBin } from '../support/built.js';

const why = (request: string, fixtures: string) => spawnSync(process.execPath, [cliBin(), 'fixtures', 'why', request, '--fixtures', fixtures], { encoding: 'utf8' });

describe('swarms-local fixtures why', () => {
  it('names the fixture a recorded request hits, and explains a changed one criterion by criterion with exit 1', async () => {
    const bench = fixtureBench();
    await bench.recorder(createFakeModel([textResult('Tidal power is steady.')])).doGenerate(ask('Explain tidal power.'));
    const [file] = filesUnder(bench.directory);
    const recorded = JSON.parse(readFileSync(join(bench.directory, file), 'utf8'));
    const requests = temporaryDirectory();

    const hitPath = join(requests, 'hit.json');
    writeFileSync(hitPath, JSON.stringify(recorded.request));
    const hit = why(hitPath, bench.directory);
    expect(hit.status, hit.stderr).toBe(0);
    expect(hit.stdout).toContain(`hit: fixture ${recorded.key}`);

    const missPath = join(requests, 'miss.json');
    writeFileSync(missPath, JSON.stringify({ ...recorded.request, messages: [recorded.request.messages[0], { role: 'user', content: 'Explain wave power.' }] }));
    const miss = why(missPath, bench.directory);
    expect(miss.status).toBe(1);
    expect(miss.stdout).toContain(`Nearest recorded fixture: ${recorded.key}`);
    expect(miss.stdout).toContain('matched   model');
    expect(miss.stdout).toContain(
      'differed  conversation: message 1: recorded {"content":"Explain tidal power.","role":"user"}, this call {"content":"Explain wave power.","role":"user"}',
    );
  });

  it('refuses a file that is no request, saying what it expected', () => {
    const path = join(temporaryDirectory(), 'nothing.json');
    writeFileSync(path, '{"hello": 1}');
    const result = why(path, temporaryDirectory());
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('neither a model call');
  });
});
