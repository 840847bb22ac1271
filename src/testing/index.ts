/** What downstream test suites import: `swarms-local/testing`. */
export { createSwarmsLocal, type FakeMcpHandle, type SwarmsLocal, type SwarmsLocalOptions } from './swarms-local.js';
export type { FakeMcpServerInput } from '../contract/schemas/fake-mcp.js';
export type { FakeToolCall } from '../fake-mcp/fake-mcp-server.js';
export type { JournalNode, JournalFilter } from '../journal/journal-node.js';
export type { FaultRuleInput, Scenario } from '../contract/schemas/fault-rule.js';
export { createScriptedModel } from '../providers/scripted/index.js';
export { createStaticRouter } from '../providers/static-router.js';
