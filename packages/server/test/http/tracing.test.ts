import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node'
import { describe, expect, it } from 'vitest'
import { composeApp, createMemoryStore } from '../../src/index.js'
import { createTracing, tracingFromEnv } from '../../src/tracing/tracing.js'

describe('OpenTelemetry tracing', () => {
  it('is off unless OTEL_TRACES_EXPORTER=otlp', async () => {
    expect(tracingFromEnv({})).toBeUndefined()
    const on = tracingFromEnv({ OTEL_TRACES_EXPORTER: 'otlp', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:1' })
    expect(on?.tracer).toBeDefined()
    await on?.shutdown()
  })

  it('exports a server span per request, named by route pattern, continuing the caller’s trace', async () => {
    const exporter = new InMemorySpanExporter()
    const tracing = createTracing(exporter, { immediate: true })
    const app = await composeApp({ store: createMemoryStore(), publicUrl: 'http://qr.test', tracer: tracing.tracer })
    try {
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736'
      await app.inject({
        method: 'GET',
        url: '/no-such-code',
        headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
      })
      await app.inject({ method: 'GET', url: '/healthz' })
      const spans = exporter.getFinishedSpans()
      expect(spans.map((s) => s.name)).toEqual(['GET /:shortId', 'GET /healthz'])
      const [scan, health] = spans
      expect(scan?.spanContext().traceId).toBe(traceId)
      expect(scan?.parentSpanContext?.spanId).toBe('00f067aa0ba902b7')
      expect(scan?.attributes).toMatchObject({ 'http.route': '/:shortId', 'http.response.status_code': 404 })
      expect(health?.spanContext().traceId).not.toBe(traceId)
      expect(JSON.stringify(spans.map((s) => s.attributes))).not.toContain('no-such-code')
    } finally {
      await app.close()
      await tracing.shutdown()
    }
  })
})
