import type { ResponseInfo } from '../spec.js';
import type { ProtocolModelOptions } from './protocol.js';
import type { SendBack } from './send-back.js';

/**
 * Who answered (the model name the upstream reported), the facts only this protocol has, the native
 * answer (a message or response, or a stream's events), and what its tool calls must be sent back with.
 */
export type DescribeResponse = (reportedModel: string, metadata: Record<string, unknown>, nativeResponse: unknown, sendBack?: SendBack) => ResponseInfo;

/**
 * The describer of one native request's answer: the native request and answer (with its send-back values)
 * travel in the metadata for a recording to keep (fixtures' `native`), beside the route's name.
 */
export function describingNative(protocol: string, options: ProtocolModelOptions): (request: object) => DescribeResponse {
  return (request) => (reportedModel, metadata, nativeResponse, sendBack) => ({
    modelId: reportedModel || options.modelId,
    metadata: {
      ...metadata,
      native: { protocol, request, response: nativeResponse, ...(sendBack ? { sendBack } : {}) },
      ...(options.routeName === undefined ? {} : { route: options.routeName }),
    },
  });
}
