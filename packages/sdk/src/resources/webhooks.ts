import { APIPromise } from '../api-promise.js'
import { type Core, type RequestOptions, strip } from '../core.js'
import type { Schema } from '../schema.js'

/**
 * A webhook endpoint, without its secret.
 * @category Models
 */
export interface Webhook extends Schema<'Webhook'> {}
/**
 * A new endpoint: its `secret` is shown this once.
 * @category Models
 */
export interface CreatedWebhook extends Webhook {
  secret: string
}
/**
 * What `webhooks.create` takes: the endpoint's URL and the events it wants.
 * @category Models
 */
export interface CreateWebhookParams extends Schema<'CreateWebhookRequest'> {}
/**
 * One event's delivery to an endpoint.
 * @category Models
 */
export interface WebhookDelivery extends Schema<'WebhookDelivery'> {}

const listOf =
  <T>() =>
  (data: unknown) =>
    (data as { data: T[] }).data

/**
 * The account's webhook endpoints (the key needs the `keys:manage` scope).
 * @category Resources
 */
export class Webhooks {
  readonly #core: Core

  /** @internal */
  constructor(core: Core) {
    this.#core = core
  }

  /**
   * Registers an endpoint; keep the returned `secret` to verify deliveries with `verifyWebhook`.
   * Not retried on 5xx or lost connections (the API takes no Idempotency-Key here).
   *
   * @example
   * const { id, secret } = await dynqr.webhooks.create({ url: 'https://hooks.example.com/dynqr', events: ['qrcode.updated'] })
   */
  create(params: CreateWebhookParams, options: RequestOptions = {}): APIPromise<CreatedWebhook> {
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.POST('/webhooks', { body: params, ...init }),
      options,
      {},
      strip as (data: unknown) => CreatedWebhook,
    )
    return new APIPromise(answer)
  }

  /**
   * The account's endpoints, newest first; a disabled one carries `disabledAt`.
   *
   * @example
   * const endpoints = await dynqr.webhooks.list()
   */
  list(options: RequestOptions = {}): APIPromise<Webhook[]> {
    const raw = this.#core.raw
    return new APIPromise(this.#core.call((init) => raw.GET('/webhooks', init), options, {}, listOf<Webhook>()))
  }

  /**
   * Removes an endpoint; deliveries not yet made to it are dropped.
   *
   * @example
   * await dynqr.webhooks.delete('wh_4f9c2a7d1e8b3c60')
   */
  delete(id: string, options: RequestOptions = {}): APIPromise<void> {
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.DELETE('/webhooks/{id}', { params: { path: { id } }, ...init }),
      options,
      {},
      () => undefined,
    )
    return new APIPromise(answer)
  }

  /**
   * The endpoint's latest deliveries, latest first: attempts, last status, next attempt.
   *
   * @example
   * const [latest] = await dynqr.webhooks.deliveries('wh_4f9c2a7d1e8b3c60')
   */
  deliveries(id: string, options: RequestOptions = {}): APIPromise<WebhookDelivery[]> {
    const raw = this.#core.raw
    const answer = this.#core.call(
      (init) => raw.GET('/webhooks/{id}/deliveries', { params: { path: { id } }, ...init }),
      options,
      {},
      listOf<WebhookDelivery>(),
    )
    return new APIPromise(answer)
  }
}
