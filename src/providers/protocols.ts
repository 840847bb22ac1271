import type { RouteConfig } from '../config/schema.js';
import { didYouMean } from '../contract/did-you-mean.js';
import { createLazyAnthropicModel } from './anthropic/lazy-anthropic-model.js';
import { createLazyGeminiModel } from './gemini/lazy-gemini-model.js';
import { createLazyOpenAIModel } from './openai/lazy-openai-model.js';
import type { ProtocolFactory } from './upstream/protocol.js';

/** Upstream protocols by the name a route gives as `"protocol"`. */
export type Protocols = Readonly<Record<string, ProtocolFactory>>;

/** The protocols every server speaks. A new protocol is its folder under `providers/` and one entry here. */
export const BUILT_IN_PROTOCOLS: Protocols = { openai: createLazyOpenAIModel, anthropic: createLazyAnthropicModel, gemini: createLazyGeminiModel };

/** The built-in protocols and an embedder's own (`startServer({ protocols })`); an embedder's entry replaces a built-in one of the same name. */
export function knownProtocols(extra: Protocols = {}): Protocols {
  return { ...BUILT_IN_PROTOCOLS, ...extra };
}

/** A line per route that names a protocol no factory speaks, naming the known ones. */
export function protocolProblems(routes: readonly RouteConfig[], protocols: Protocols): string[] {
  const known = Object.keys(protocols);
  return routes.flatMap((route, index) =>
    Object.hasOwn(protocols, route.protocol)
      ? []
      : [
          `routes[${index}] (match "${route.match}") names the protocol "${route.protocol}", which no provider speaks${didYouMean(route.protocol, known)}. ` +
            `Known protocols: ${known.join(', ')}.`,
        ],
  );
}
