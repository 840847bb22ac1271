import { ROOT_CONTEXT, SpanKind, SpanStatusCode, defaultTextMapGetter, defaultTextMapSetter, trace, type Span } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter as JsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BasicTracerProvider,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type Sampler,
} from '@opentelemetry/sdk-trace-base';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import type { RunTracer } from '../../orchestration/run-tracer.js';
import { redactSecrets } from '../../security/secrets.js';
import { VERSION } from '../../version.js';
import type { Tracing } from '../telemetry.js';
import { callAttributes, spanPlan } from './genai-spans.js';
import type { TraceSettings } from './trace-settings.js';

/** How long closing the server waits for the last spans to be exported. */
const SHUTDOWN_WAIT_MS = 3000;

function samplerOf(settings: TraceSettings): Sampler {
  const ratio = new TraceIdRatioBasedSampler(settings.samplerRatio);
  switch (settings.sampler) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return ratio;
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: ratio });
    default:
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

/** Marks a span failed; the message is masked like everything else that leaves the server. */
function fail(span: Span, error: unknown, secrets: string[]): void {
  const message = redactSecrets(error instanceof Error ? error.message : String(error), secrets);
  span.setAttribute('error.type', (error as { code?: string })?.code ?? (error as Error)?.name ?? 'Error');
  span.setStatus({ code: SpanStatusCode.ERROR, message });
}

/**
 * Tracing through the OpenTelemetry JS SDK, with a provider, context manager and propagator of its
 * own (nothing global: several servers can share a process, and an embedding app's own SDK is left
 * alone). Spans leave through the OTLP/HTTP exporter, protobuf or JSON.
 */
export function createOtelTracing(settings: TraceSettings, secrets: string[] = []): Tracing {
  const exporterOptions = { url: settings.url, headers: settings.headers };
  const exporter = settings.protocol === 'http/json' ? new JsonExporter(exporterOptions) : new ProtobufExporter(exporterOptions);
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ ...settings.resourceAttributes, [ATTR_SERVICE_NAME]: settings.serviceName, [ATTR_SERVICE_VERSION]: VERSION }),
    sampler: samplerOf(settings),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: settings.scheduleDelayMs })],
  });
  const tracer = provider.getTracer('swarms-local', VERSION);
  const contexts = new AsyncLocalStorageContextManager().enable();
  const propagator = new W3CTraceContextPropagator();
  const runs: RunTracer = {
    inSpan(work, run) {
      // An agent, tool or model name is the caller's text and may hold a key: masked as the store and journal mask it.
      const plan = redactSecrets(spanPlan(work), secrets);
      const parent = contexts.active();
      const span = tracer.startSpan(plan.name, { kind: plan.client ? SpanKind.CLIENT : SpanKind.INTERNAL, attributes: plan.attributes }, parent);
      return contexts.with(trace.setSpan(parent, span), async () => {
        try {
          return await run({ record: (facts) => span.setAttributes(callAttributes(facts)) });
        } catch (error) {
          fail(span, error, secrets);
          throw error;
        } finally {
          span.end();
        }
      });
    },
  };
  return {
    startRequest(request) {
      const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
      const span = tracer.startSpan(
        `${request.method} ${request.route}`,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'http.route': request.route, 'url.path': redactSecrets(request.path, secrets) } },
        parent,
      );
      const active = trace.setSpan(parent, span);
      return {
        run: (work) => contexts.with(active, work),
        end(outcome) {
          span.setAttribute('http.response.status_code', outcome.status);
          if (outcome.jobId) span.setAttribute('swarms_local.job_id', outcome.jobId);
          if (outcome.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        },
      };
    },
    runs,
    outgoingHeaders() {
      const carrier: Record<string, string> = {};
      propagator.inject(contexts.active(), carrier, defaultTextMapSetter);
      return carrier;
    },
    async shutdown() {
      // A collector that is down must not hold the process's exit: the last batch gets a bounded wait.
      let timer: NodeJS.Timeout | undefined;
      const giveUp = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, SHUTDOWN_WAIT_MS).unref();
      });
      await Promise.race([provider.shutdown().catch(() => {}), giveUp]);
      clearTimeout(timer);
      contexts.disable();
    },
  };
}
