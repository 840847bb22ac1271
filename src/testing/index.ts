/** What downstream test suites import: `swarms-local/testing`. */
export { createSwarmsLocal, type FakeMcpHandle, type SwarmsLocal, type SwarmsLocalOptions } from './swarms-local.js';
export { HOSTED_BASE_URL, type InterceptOptions, type Interception, type UnhandledRequests } from './intercept.js';
export type { FakeMcpServerInput } from '../contract/schemas/fake-mcp.js';
export type { FakeToolCall } from '../fake-mcp/fake-mcp-server.js';
export type { JournalNode, JournalFilter } from '../journal/journal-node.js';
export type { FaultRuleInput, Scenario, StubRuleInput } from '../contract/schemas/fault-rule.js';
export { createScriptedModel } from '../providers/scripted/index.js';
export { createStaticRouter } from '../providers/static-router.js';
export { runViewOf, type RunView, type AgentView, type TurnView, type ModelCallView, type ToolCallView, type RunStep, type RunState } from '../journal/run-view.js';
export { runPicture } from '../journal/run-picture.js';
export { diffRuns, type RunDiff, type AlignedStep, type FactDifference } from '../journal/run-diff.js';
export { runDiffText } from '../journal/run-diff-text.js';
export { runRecordOf, type RunRecord } from '../journal/run-record.js';
export {
  RunAssertionError,
  assertAgentCalled,
  assertAgentCalledBefore,
  assertToolCalled,
  assertTurnsAtMost,
  assertCostUnder,
  assertRunEnded,
  type RunSource,
} from './run-assertions.js';
export type { ArgumentsExpectation, ToolCallExpectation } from './run-checks.js';
export { assertMatchesGolden, compareWithGolden, UPDATE_GOLDEN_ENV, type GoldenOptions, type GoldenOutcome } from './golden-run.js';
