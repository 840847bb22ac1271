import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import protobuf from 'protobufjs';

/** A span as received, whichever protocol carried it: ids in hex, attributes as plain values. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  /** Empty for a root span. */
  parentSpanId: string;
  name: string;
  /** OTLP span kind: 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, unknown>;
  status: { code: number; message?: string };
  resource: Record<string, unknown>;
}

/** A loopback OTLP/HTTP trace receiver: what the exporter sent, decoded. */
export interface OtlpReceiver {
  /** The base endpoint (OTEL_EXPORTER_OTLP_ENDPOINT); spans are posted to `/v1/traces` under it. */
  endpoint: string;
  spans: ReceivedSpan[];
  /** The content types of the export requests received. */
  contentTypes: string[];
  close(): Promise<void>;
}

const exportRequest = protobuf.parse(readFileSync(new URL('./otlp-trace.proto', import.meta.url), 'utf8'), { keepCase: false }).root.lookupType('otlp.ExportTraceServiceRequest');

/** An OTLP AnyValue (protobuf decoded to an object, or OTLP/JSON) as a plain value. */
function plain(value: any): unknown {
  if (!value) return undefined;
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.boolValue !== undefined) return value.boolValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(plain);
  return undefined;
}

const attributesOf = (list: any[] | undefined) => Object.fromEntries((list ?? []).map((pair) => [pair.key, plain(pair.value)]));

/** Protobuf ids arrive as bytes (base64 once turned into an object), JSON ids as hex. */
const hexOf = (id: unknown, binary: boolean) => (binary ? Buffer.from(String(id ?? ''), 'base64').toString('hex') : String(id ?? ''));

function decode(body: Buffer, contentType: string): ReceivedSpan[] {
  const binary = contentType.includes('protobuf');
  const request: any = binary ? exportRequest.toObject(exportRequest.decode(body), { longs: String, bytes: String, defaults: false }) : JSON.parse(body.toString('utf8'));
  return (request.resourceSpans ?? []).flatMap((resourceSpans: any) =>
    (resourceSpans.scopeSpans ?? []).flatMap((scopeSpans: any) =>
      (scopeSpans.spans ?? []).map((span: any) => ({
        traceId: hexOf(span.traceId, binary),
        spanId: hexOf(span.spanId, binary),
        parentSpanId: hexOf(span.parentSpanId, binary),
        name: span.name,
        kind: span.kind ?? 0,
        attributes: attributesOf(span.attributes),
        status: { code: span.status?.code ?? 0, message: span.status?.message },
        resource: attributesOf(resourceSpans.resource?.attributes),
      })),
    ),
  );
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Starts a receiver on a free loopback port. */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const contentTypes: string[] = [];
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (request.method !== 'POST' || request.url !== '/v1/traces') {
      response.writeHead(404).end();
      return;
    }
    const contentType = request.headers['content-type'] ?? '';
    contentTypes.push(contentType);
    spans.push(...decode(body, contentType));
    // An empty ExportTraceServiceResponse: success.
    if (contentType.includes('protobuf')) response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    else response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    contentTypes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
