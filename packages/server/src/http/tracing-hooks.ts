/**
 * One OpenTelemetry server span per request, named by method and route pattern (never the raw
 * URL), continuing the trace of an incoming `traceparent` header. Generic Fastify hooks: the
 * span starts at onRequest and ends at onResponse, with the status and any error recorded.
 */
import { context, type Span, SpanKind, SpanStatusCode, type Tracer } from '@opentelemetry/api'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'

const propagator = new W3CTraceContextPropagator()
const spans = new WeakMap<FastifyRequest, Span>()

export function installTracing(app: FastifyInstance, tracer: Tracer): void {
  app.addHook('onRequest', async (request) => {
    const parent = propagator.extract(context.active(), request.headers, headerGetter)
    const route = request.routeOptions.url ?? 'unmatched'
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'http.route': route,
          'url.scheme': request.protocol,
          'dynqr.request_id': request.id,
        },
      },
      parent,
    )
    spans.set(request, span)
  })
  app.addHook('onError', async (request, _reply, error) => {
    spans.get(request)?.recordException(error)
  })
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request)
    if (span === undefined) return
    span.setAttribute('http.response.status_code', reply.statusCode)
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
    span.end()
    spans.delete(request)
  })
}

const headerGetter = {
  keys: (carrier: FastifyRequest['headers']) => Object.keys(carrier),
  get: (carrier: FastifyRequest['headers'], key: string) => carrier[key],
}
