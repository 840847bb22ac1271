import { z } from 'zod';
import { namedComponent as named } from '../openapi-components.js';

const namespace = () => z.string().describe('The namespace acted on (the x-swarms-local-namespace header, or default).');
/** The clock of `GET`/`POST /_swarms-local/clock`. */
export const clockStateResponseSchema = named(
  'ClockState',
  "The namespace's virtual clock.",
  z.looseObject({
    namespace: namespace(),
    now: z.string().describe('What the clock reads (ISO 8601).'),
    epoch_ms: z.number().describe('The same in epoch milliseconds.'),
    frozen: z.boolean().describe('Whether it stands still.'),
  }),
);
/** The faults of `GET /_swarms-local/faults` and `POST /_swarms-local/scenarios`. */
export const faultListResponseSchema = named(
  'FaultList',
  "The namespace's faults.",
  z.looseObject({
    namespace: namespace(),
    faults: z
      .array(z.looseObject({ id: z.string().describe('The fault id (for DELETE).'), kind: z.string().describe('Its kind.') }))
      .describe('Each fault rule with its id and how often it fired.'),
  }),
);
/** What `DELETE /_swarms-local/faults` (all, or one by id) removed. */
export const faultsRemovedResponseSchema = named(
  'FaultsRemoved',
  'Faults removed.',
  z.looseObject({ namespace: namespace(), removed: z.int().describe('How many were removed.') }),
);

/** The stubs of `GET`/`POST /_swarms-local/stubs`. */
export const stubListResponseSchema = named(
  'StubList',
  "The namespace's stubs.",
  z.looseObject({
    namespace: namespace(),
    stub: z
      .looseObject({ id: z.string().describe('Its id.') })
      .optional()
      .describe('The stub added, when one was posted.'),
    stubs: z.array(z.looseObject({ id: z.string().describe('The stub id (for DELETE).') })).describe('Each stub with its id and how often it answered.'),
  }),
);

/** What `GET /_swarms-local/info` says is running. */
export const serverInfoResponseSchema = named(
  'ServerInfo',
  'What is running.',
  z.looseObject({
    name: z.string().describe('swarms-local.'),
    version: z.string().describe('Its version.'),
    mode: z.string().describe('The provider mode.'),
    namespace: namespace(),
    replica: z.string().describe('The process that answered (host:pid): replicas behind a load balancer keep the testing plane state each their own.'),
  }),
);

/** The settings of `GET /_swarms-local/config`. */
export const serverConfigResponseSchema = named('ServerConfig', 'The settings in effect.', z.looseObject({ config: z.looseObject({}).describe('Every setting, secrets masked.') }));

/** What `POST /_swarms-local/reset` forgot. */
export const resetResponseSchema = named(
  'ResetResult',
  'What was forgotten.',
  z.looseObject({ status: z.string().describe('reset.'), scope: z.string().describe('all, user or namespace.'), namespace: namespace() }),
);

/** The request trees of `GET /_swarms-local/journal`. */
export const journalResponseSchema = named(
  'Journal',
  'Request trees: each request with its runs, agents and provider calls.',
  z.looseObject({
    namespace: namespace(),
    count: z.int().describe('How many requests.'),
    requests: z
      .array(
        z.looseObject({
          id: z.string().describe('The node id.'),
          kind: z.string().describe('request.'),
          children: z.array(z.unknown()).describe('Its runs, agents, tool and provider calls.'),
        }),
      )
      .describe('The requests, oldest first.'),
  }),
);

/** The fixture report of `GET /_swarms-local/fixtures/usage`. */
export const fixtureUsageResponseSchema = named(
  'FixtureUsage',
  'Which fixtures were used.',
  z.looseObject({ mode: z.string().describe('The provider mode.'), report: z.unknown().describe('Fixture hits, misses and unused fixtures; null when no fixtures are loaded.') }),
);

/** The faults after `POST /_swarms-local/faults`. */
export const faultsAddedResponseSchema = named(
  'FaultsAdded',
  "The namespace's faults after adding.",
  faultListResponseSchema.extend({
    fault: z
      .looseObject({ id: z.string().describe('Its id.'), kind: z.string().describe('Its kind.') })
      .optional()
      .describe('The fault added, when one rule was posted.'),
  }),
);
/** The fake MCP servers of `GET`/`POST /_swarms-local/fake-mcp`. */
export const fakeMcpListResponseSchema = named(
  'FakeMcpServers',
  'The fake MCP servers, with the calls each received.',
  z.looseObject({
    servers: z
      .array(
        z.looseObject({
          name: z.string().describe('The server name.'),
          path: z.string().describe('Where it is served over streamable HTTP (its mcp_url on this host and port).'),
          ssePath: z.string().describe('Where its event stream is served over the older HTTP+SSE transport (an mcp_url ending in /sse).'),
          calls: z
            .array(
              z.looseObject({
                tool: z.string().describe('The tool called.'),
                answeredBy: z.string().describe('fixed, matched, function, none, echo, undeclared or fault:<kind>.'),
                arguments: z
                  .record(z.string(), z.unknown())
                  .describe('Its arguments, secrets masked; past 64 Ki characters of JSON, `{ preview }`: a masked preview of that JSON and its length.'),
              }),
            )
            .describe('The newest calls received (at most fakeMcpCallLog, default 256), oldest first, and how each was answered.'),
          droppedCalls: z.number().int().describe('Older calls dropped from the log to keep it within fakeMcpCallLog, since the server was declared.'),
        }),
      )
      .describe('Every declared fake MCP server.'),
  }),
);
/** What `DELETE /_swarms-local/fake-mcp/:name` removed. */
export const fakeMcpRemovedResponseSchema = named('FakeMcpRemoved', 'A fake MCP server removed.', z.looseObject({ removed: z.boolean().describe('Whether it existed.') }));
