import { type RawClient, type RequestOptions, strip, unwrap } from './client.js'
import type { components } from './generated/openapi.js'

type Schemas = components['schemas']
/** A webhook endpoint, without its secret. */
export type Webhook = Schemas['Webhook']
/** A new endpoint: its `secret` is shown this once. */
export type CreatedWebhook = Webhook & { secret: string }
export type CreateWebhookParams = Schemas['CreateWebhookRequest']
/** One event's delivery to an endpoint. */
export type WebhookDelivery = Schemas['WebhookDelivery']

/** The account's webhook endpoints (the key needs the `keys:manage` scope). */
export class Webhooks {
  readonly #raw: RawClient

  constructor(raw: RawClient) {
    this.#raw = raw
  }

  /**
   * Registers an endpoint; keep the returned `secret` to verify deliveries with `verifyWebhook`.
   *
   * @example
   * const { id, secret } = await dynqr.webhooks.create({ url: 'https://hooks.example.com/dynqr', events: ['qrcode.updated'] })
   */
  async create(params: CreateWebhookParams, options: RequestOptions = {}): Promise<CreatedWebhook> {
    return strip(await unwrap(this.#raw.POST('/webhooks', { body: params, ...options })))
  }

  /**
   * The account's endpoints, newest first; a disabled one carries `disabledAt`.
   *
   * @example
   * const endpoints = await dynqr.webhooks.list()
   */
  async list(options: RequestOptions = {}): Promise<Webhook[]> {
    return (await unwrap(this.#raw.GET('/webhooks', { ...options }))).data
  }

  /**
   * Removes an endpoint; deliveries not yet made to it are dropped.
   *
   * @example
   * await dynqr.webhooks.delete('wh_4f9c2a7d1e8b3c60')
   */
  async delete(id: string, options: RequestOptions = {}): Promise<void> {
    await unwrap(this.#raw.DELETE('/webhooks/{id}', { params: { path: { id } }, ...options }))
  }

  /**
   * The endpoint's latest deliveries, latest first: attempts, last status, next attempt.
   *
   * @example
   * const [latest] = await dynqr.webhooks.deliveries('wh_4f9c2a7d1e8b3c60')
   */
  async deliveries(id: string, options: RequestOptions = {}): Promise<WebhookDelivery[]> {
    const call = this.#raw.GET('/webhooks/{id}/deliveries', { params: { path: { id } }, ...options })
    return (await unwrap(call)).data
  }
}
