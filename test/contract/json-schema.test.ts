import { describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import * as agentCompletion from '../../src/contract/schemas/agent-completion.js';
import * as agentSpec from '../../src/contract/schemas/agent-spec.js';
import * as marketplace from '../../src/contract/schemas/marketplace.js';
import * as research from '../../src/contract/schemas/research.js';
import * as swarmBuilders from '../../src/contract/schemas/swarm-builders.js';
import * as chatCompletions from '../../src/contract/schemas/chat-completions.js';
import * as decision from '../../src/contract/schemas/decision.js';
import * as graphWorkflow from '../../src/contract/schemas/graph-workflow.js';
import * as mcpConfig from '../../src/contract/schemas/mcp-config.js';
import * as reasoning from '../../src/contract/schemas/reasoning.js';
import * as swarmSpec from '../../src/contract/schemas/swarm-spec.js';
import { unwrap } from '../../src/contract/fastapi/schema-walk.js';

const REQUEST_MODULES = { agentCompletion, agentSpec, chatCompletions, decision, graphWorkflow, marketplace, mcpConfig, reasoning, research, swarmBuilders, swarmSpec };

/** Every zod schema the request modules export, by export name. */
const requestSchemas = Object.values(REQUEST_MODULES).flatMap((module) => Object.entries(module).filter((entry): entry is [string, ZodType] => entry[1] instanceof z.ZodType));

/** Whether a key appears anywhere in a JSON document. */
function hasKey(value: unknown, key: string): boolean {
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([name, child]) => name === key || hasKey(child, key));
}

describe('request schemas', () => {
  it('export every request the contract names', () => {
    const names = requestSchemas.map(([name]) => name);
    for (const name of [
      'agentSpecSchema',
      'mcpConfigSchema',
      'oauthConfigSchema',
      'swarmSpecSchema',
      'swarmBatchSchema',
      'agentCompletionSchema',
      'agentBatchSchema',
      'reasoningRequestSchema',
      'graphWorkflowRequestSchema',
      'edgeSchema',
      'decisionRequestSchema',
      'gridWorkflowRequestSchema',
      'autoSwarmBuilderRequestSchema',
      'advancedResearchRequestSchema',
      'advancedResearchBatchSchema',
      'marketplaceRequestSchema',
      'chatCompletionRequestSchema',
    ]) {
      expect(names).toContain(name);
    }
  });

  it.each(requestSchemas)('%s converts to JSON Schema, without defaults', (_name, schema) => {
    const document = z.toJSONSchema(schema);
    expect(typeof document).toBe('object');
    expect(hasKey(document, 'default')).toBe(false);
  });

  it.each(requestSchemas.filter(([, schema]) => unwrap(schema)._zod.def.type === 'object'))('%s carries a class-name title', (_name, schema) => {
    expect(z.toJSONSchema(schema).title).toMatch(/^[A-Z][A-Za-z]+$/);
  });

  it('spells the seed fields exactly, each optional and nullable', () => {
    const document = z.toJSONSchema(agentSpec.agentSpecSchema) as { properties: Record<string, unknown>; required?: string[] };
    expect(Object.keys(document.properties)).toEqual(expect.arrayContaining(['agent_name', 'model_name', 'max_tokens', 'temperature', 'mcp_configs', 'tool_call_summary']));
    expect(document.required ?? []).toEqual([]);
    expect(agentSpec.agentSpecSchema.safeParse({ agent_name: null, max_tokens: null, mcp_configs: null }).success).toBe(true);
  });
});
