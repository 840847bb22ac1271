import { z } from 'zod';
import { faultRuleSchema } from './fault-rule.js';
import { openApiComponents } from './openapi-components.js';

/** An answer computed in-process from the call's arguments (testing API only: a config file or JSON body cannot hold one). */
export type FakeToolFunction = (args: Record<string, unknown>) => unknown;

/** A tool's answer: text, a JSON value (answered as its JSON text), or an in-process function of the arguments. */
const answerSchema = z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown()), z.custom<FakeToolFunction>((value) => typeof value === 'function')]);

/** One tool of a fake MCP server. */
const fakeToolSchema = z.strictObject({
  name: z.string().min(1).describe('The tool name the model calls.'),
  description: z.string().default('').describe('What the tool does, as tools/list shows it.'),
  inputSchema: z.record(z.string(), z.unknown()).default({ type: 'object' }).describe('JSON schema of the arguments object.'),
  answer: answerSchema.optional().describe('The answer when no `answers` entry matches: text, or a JSON value answered as JSON text.'),
  answers: z
    .array(
      z.strictObject({
        when: z.record(z.string(), z.unknown()).describe('Arguments that must be present with these values.'),
        answer: answerSchema.describe('The answer when they are.'),
      }),
    )
    .default([])
    .describe('Answers by argument match, the first whose `when` holds wins.'),
});

/** A fake MCP server swarms-local serves itself at `/_swarms-local/mcp/<name>` (config `fakeMcpServers`, the admin plane, `createSwarmsLocal({ mcp })`). */
export const fakeMcpServerSchema = z
  .strictObject({
    name: z
      .string()
      .regex(/^[A-Za-z0-9._-]+$/, 'letters, digits, ".", "_" and "-" only: it is a URL path segment')
      .describe('The server name: it is served at /_swarms-local/mcp/<name>.'),
    tools: z.array(fakeToolSchema).default([]).describe('Its tools.'),
    closedWorld: z
      .boolean()
      .default(true)
      .describe('A call to an undeclared tool fails loudly (a protocol error naming the declared tools); false answers it with an echo of its arguments.'),
    faults: z
      .array(faultRuleSchema)
      .default([])
      .describe('Tool faults: tool-error, tool-timeout, tool-malformed, or latency (a slow answer), each with match.tool to pick the tool.'),
  })
  .meta({
    title: 'FakeMcpServer',
    description: 'A fake MCP server with declared tools, answers and faults.',
    examples: [{ name: 'inventory', tools: [{ name: 'lookup_stock', description: 'Stock of a SKU', answer: '12 units' }] }],
  })
  .register(openApiComponents, { id: 'FakeMcpServer' });

/** A fake MCP server as declared. */
export type FakeMcpServerInput = z.input<typeof fakeMcpServerSchema>;
/** A fake MCP server after defaults. */
export type FakeMcpServer = z.output<typeof fakeMcpServerSchema>;
