import type { QrCode } from '@dynqr/contract'
import type { QrCodeRecord } from '../domain/records.js'
import type { Store } from '../domain/store.js'
import { EVENT_LOG_RETENTION_MS, EventHub } from '../domain/webhooks/event-stream.js'
import { DEFAULT_SCAN_EVENT_INTERVAL_MS } from '../domain/webhooks/scan-events.js'
import { WebhookDispatcher, type WebhookSettings } from './dispatcher.js'

/** The event streams' settings (GET /events). */
export interface EventStreamOptions {
  /** Streams one account may hold open at once here (MAX_EVENT_STREAMS_PER_ACCOUNT); 5 when missing. */
  maxPerAccount?: number
  /** How often the streams read the log; 500 ms when missing. */
  pollMs?: number
}

interface EventParts extends EventStreamOptions {
  present: (code: QrCodeRecord) => QrCode
  now?: () => number
  warn: (message: string) => (error: unknown) => void
}

/**
 * The parts that carry the store's events out, for the composition root (program.ts): the webhook
 * dispatcher (when `settings` are given), which each round also announces passed expiries and
 * reports the scans tallied since each code's last report (qrcode.scanned, SCAN_EVENT_INTERVAL),
 * and the event streams' hub (GET /events, issue #44).
 */
export function composeEvents(store: Store, settings: WebhookSettings | undefined, parts: EventParts) {
  const { present, now, warn } = parts
  const intervalMs = settings?.scanEventIntervalMs ?? DEFAULT_SCAN_EVENT_INTERVAL_MS
  const dispatcher =
    settings &&
    new WebhookDispatcher({
      repository: store.webhooks,
      present,
      settings,
      now,
      announceExpiries: (at) => store.qrCodes.announceExpiries(at),
      reportScans: (at) => store.webhooks.reportScans(at, intervalMs),
      pruneAlso: (at) => store.events.prune(at - EVENT_LOG_RETENTION_MS, at),
      onError: warn('webhook dispatch failed; retrying'),
    })
  const eventHub = new EventHub({
    log: store.events,
    present,
    maxPerAccount: parts.maxPerAccount,
    pollMs: parts.pollMs,
    now,
    onError: warn('could not read the event log for a stream; retrying'),
  })
  return { dispatcher, eventHub }
}
