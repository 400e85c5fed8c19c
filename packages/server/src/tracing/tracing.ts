/**
 * Optional OpenTelemetry tracing (off by default), with the official SDK: one server span per
 * request, continuing the caller's trace (W3C `traceparent`), exported over OTLP/HTTP to the
 * collector OTEL_EXPORTER_OTLP_ENDPOINT (or ..._TRACES_ENDPOINT) names. Turned on by
 * OTEL_TRACES_EXPORTER=otlp. No global state: the provider is this process's own.
 */
import type { Tracer } from '@opentelemetry/api'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  SimpleSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-node'
import { packageVersion } from '../package-version.js'

export interface Tracing {
  tracer: Tracer
  /** Flushes the spans not yet exported and stops the exporter. */
  shutdown: () => Promise<void>
}

/**
 * A tracer whose spans go to `exporter`: batched for a network exporter, one by one when
 * `immediate` (tests, with InMemorySpanExporter).
 */
export function createTracing(exporter: SpanExporter, options: { immediate?: boolean } = {}): Tracing {
  const processor = options.immediate ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter)
  const provider = new NodeTracerProvider({ spanProcessors: [processor] })
  return {
    tracer: provider.getTracer('@dynqr/server', packageVersion()),
    shutdown: () => provider.shutdown(),
  }
}

/** The OTLP exporter when OTEL_TRACES_EXPORTER=otlp; nothing (tracing off) otherwise. */
export function tracingFromEnv(env: NodeJS.ProcessEnv): Tracing | undefined {
  if (env.OTEL_TRACES_EXPORTER !== 'otlp') return undefined
  // The exporter reads OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT and _HEADERS itself.
  return createTracing(new OTLPTraceExporter())
}
