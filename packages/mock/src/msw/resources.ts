/**
 * State of the stateful MSW handlers beyond the codes: style templates, API keys and webhook
 * endpoints, remembered as the stateful mock (the server in memory) remembers them. Each answer
 * has the server's shape and status; bodies were already checked against the contract (`before`
 * in index.ts), so only what the contract cannot say is checked here (a template in use, an
 * unknown id). Assets, images and statistics keep answering the contract's examples.
 */
import { type QrCodeOptions, requestChecker, resolveQrCodeOptions } from '@dynqr/contract'
import { HttpResponse } from 'msw'
import { DEMO_STYLE } from '../seed.js'

type Handler = (request: Request, params: Record<string, string>) => Promise<Response>
type ErrorAnswer = (status: number, op: string, fallback: string) => Response

interface Style {
  id: string
  name: string
  qrCodeOptions: ReturnType<typeof resolveQrCodeOptions>
  createdAt: string
  updatedAt: string
}
interface ApiKey {
  id: string
  name: string | null
  prefix: string
  scopes: string[]
  createdAt: string
  lastUsedAt: string | null
  expiresAt: string | null
  revokedAt: string | null
}
interface Webhook {
  id: string
  url: string
  events: string[]
  description: string | null
  createdAt: string
  disabledAt: string | null
}

const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('')
const alphanumeric = (length: number) => {
  const letters = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
  return Array.from(crypto.getRandomValues(new Uint8Array(length)), (b) => letters[b % 62]).join('')
}
const now = () => new Date().toISOString()
const created = (body: object, headers: Record<string, string> = {}) =>
  HttpResponse.json({ success: true, ...body }, { status: 201, headers })
const noContent = () => new HttpResponse(null, { status: 204 })
/** Oldest first by `createdAt`, then `id` (the server's order of templates; keys and endpoints: reversed). */
const oldestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1

/** Style templates: listed oldest first, 404 for an unknown id, 409 deleting one a code uses. */
function styleHandlers(
  styles: Map<string, Style>,
  baseUrl: string,
  fail: ErrorAnswer,
  inUse: (styleId: string) => boolean,
): Record<string, Handler> {
  return {
    listStyles: async (request) => {
      const query = Object.fromEntries(new URL(request.url).searchParams) as Record<string, unknown>
      requestChecker('listStyles', 'querystring')(query) // the defaults, as the server fills them in
      const { limit, offset } = query as { limit: number; offset: number }
      const all = [...styles.values()].sort(oldestFirst)
      const data = all.slice(offset, offset + limit)
      const pagination = { total: all.length, limit, offset, hasMore: offset + data.length < all.length }
      return HttpResponse.json({ success: true, data, pagination })
    },
    createStyle: async (request) => {
      const body = (await request.json()) as { name: string; qrCodeOptions: QrCodeOptions }
      const at = now()
      const style = {
        id: `sty_${hex(8)}`,
        name: body.name,
        qrCodeOptions: resolveQrCodeOptions(body.qrCodeOptions),
        createdAt: at,
        updatedAt: at,
      }
      styles.set(style.id, style)
      return created(style, { location: `${baseUrl}/styles/${style.id}` })
    },
    getStyle: async (_request, params) => {
      const style = styles.get(params.styleId ?? '')
      return style ? HttpResponse.json({ success: true, ...style }) : fail(404, 'getStyle', 'Style template not found')
    },
    updateStyle: async (request, params) => {
      const style = styles.get(params.styleId ?? '')
      if (!style) return fail(404, 'updateStyle', 'Style template not found')
      const body = (await request.json()) as { name: string; qrCodeOptions: QrCodeOptions }
      Object.assign(style, {
        name: body.name,
        qrCodeOptions: resolveQrCodeOptions(body.qrCodeOptions),
        updatedAt: now(),
      })
      return HttpResponse.json({ success: true, ...style })
    },
    deleteStyle: async (_request, params) => {
      const id = params.styleId ?? ''
      if (!styles.has(id)) return fail(404, 'deleteStyle', 'Style template not found')
      if (inUse(id)) return fail(409, 'deleteStyle', 'The style template is used by a QR code')
      styles.delete(id)
      return noContent()
    },
  }
}

/** API keys: the secret shown once at creation, listed newest first, revoked (not deleted). */
function keyHandlers(keys: Map<string, ApiKey>, fail: ErrorAnswer): Record<string, Handler> {
  return {
    listApiKeys: async () => {
      const data = [...keys.values()].sort(oldestFirst).reverse()
      return HttpResponse.json({ success: true, data })
    },
    createApiKey: async (request) => {
      const body = (await request.json()) as { name: string; scopes?: string[]; expiresAt?: string }
      const secret = `dqr_${alphanumeric(40)}`
      const key: ApiKey = {
        id: `key_${alphanumeric(12)}`,
        name: body.name,
        prefix: secret.slice(4, 12),
        scopes: body.scopes ?? ['qrcodes:write'],
        createdAt: now(),
        lastUsedAt: null,
        expiresAt: body.expiresAt ?? null,
        revokedAt: null,
      }
      keys.set(key.id, key)
      return created({ ...key, key: secret })
    },
    revokeApiKey: async (_request, params) => {
      const key = keys.get(params.keyId ?? '')
      if (!key) return fail(404, 'revokeApiKey', 'API key not found')
      key.revokedAt ??= now()
      return noContent()
    },
  }
}

/** Webhook endpoints: the signing secret shown once at creation, no deliveries (nothing is sent). */
function webhookHandlers(webhooks: Map<string, Webhook>, fail: ErrorAnswer): Record<string, Handler> {
  return {
    listWebhooks: async () =>
      HttpResponse.json({ success: true, data: [...webhooks.values()].sort(oldestFirst).reverse() }),
    createWebhook: async (request) => {
      const body = (await request.json()) as { url: string; events: string[]; description?: string }
      const hook: Webhook = {
        id: `wh_${hex(8)}`,
        url: body.url,
        events: body.events,
        description: body.description ?? null,
        createdAt: now(),
        disabledAt: null,
      }
      webhooks.set(hook.id, hook)
      return created({
        ...hook,
        secret: `whsec_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24))))}`,
      })
    },
    deleteWebhook: async (_request, params) =>
      webhooks.delete(params.id ?? '') ? noContent() : fail(404, 'deleteWebhook', 'Webhook endpoint not found'),
    listWebhookDeliveries: async (_request, params) =>
      webhooks.has(params.id ?? '')
        ? HttpResponse.json({ success: true, data: [] })
        : fail(404, 'listWebhookDeliveries', 'Webhook endpoint not found'),
  }
}

/** Style templates, keys and webhook endpoints; `inUse(styleId)` says whether a code uses a template. */
export function resourceState(baseUrl: string, fail: ErrorAnswer, inUse: (styleId: string) => boolean) {
  const styles = new Map<string, Style>()
  const keys = new Map<string, ApiKey>()
  const webhooks = new Map<string, Webhook>()

  const reset = (withStyle: boolean) => {
    styles.clear()
    keys.clear()
    webhooks.clear()
    const at = now()
    if (withStyle) {
      const { id, name, qrCodeOptions } = DEMO_STYLE
      styles.set(id, { id, name, qrCodeOptions: resolveQrCodeOptions(qrCodeOptions), createdAt: at, updatedAt: at })
    }
  }

  return {
    reset,
    handlers: {
      ...styleHandlers(styles, baseUrl, fail, inUse),
      ...keyHandlers(keys, fail),
      ...webhookHandlers(webhooks, fail),
    },
    styleExists: (id: string) => styles.has(id),
  }
}
