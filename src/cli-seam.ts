/**
 * What the command line reaches below the server besides starting it: the fixture files (`fixtures`), and the
 * paths the start-up summary and `diff` name. The CLI imports these from here, never from providers/, fake-mcp/
 * or http/ directly, so its one way into the layers is the root wiring.
 */
export { FixtureStore, ignoreRulesOf, whyFixture } from './providers/fixtures/index.js';
export { FAKE_MCP_PATH } from './fake-mcp/fake-mcp-registry.js';
export { DASHBOARD_PATH } from './http/dashboard-assets.js';
export { ADMIN_PREFIX } from './http/routes/admin/admin-path.js';
