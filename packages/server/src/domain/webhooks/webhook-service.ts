import { randomBytes } from 'node:crypto'
import type { components } from '@dynqr/contract'
import { DomainError } from '../domain-error.js'
import type { WebhookDeliveryRecord, WebhookEndpointRecord, WebhookRepository } from './webhook-repository.js'

type Schemas = components['schemas']
export type Webhook = Schemas['Webhook']
export type WebhookDelivery = Schemas['WebhookDelivery']
export type CreateWebhookRequest = Schemas['CreateWebhookRequest']

export const WEBHOOK_NOT_FOUND_MESSAGE = 'Webhook not found'
/** Endpoints one account may register unless configured otherwise (MAX_WEBHOOKS_PER_ACCOUNT). */
export const DEFAULT_MAX_WEBHOOKS_PER_ACCOUNT = 20
/** The deliveries list shows this many, latest first. */
const DELIVERIES_SHOWN = 100

export interface WebhookServiceOptions {
  /** Why a URL may not be registered (scheme, private address after resolution), or null. */
  urlProblem: (url: string) => Promise<string | null>
  /** A new endpoint secret (`whsec_` + base64). */
  newSecret: () => string
  now?: () => number
  /** Endpoints one account may register (disabled ones count until deleted); 20 when missing. */
  maxEndpointsPerAccount?: number
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/** Register, list and remove an account's webhook endpoints and show their deliveries. */
export class WebhookService {
  readonly #repository: WebhookRepository
  readonly #options: WebhookServiceOptions
  readonly #now: () => number

  constructor(repository: WebhookRepository, options: WebhookServiceOptions) {
    this.#repository = repository
    this.#options = options
    this.#now = options.now ?? Date.now
  }

  present(endpoint: WebhookEndpointRecord): Webhook {
    return {
      id: endpoint.id,
      url: endpoint.url,
      events: endpoint.events,
      description: endpoint.description,
      createdAt: new Date(endpoint.createdAt).toISOString(),
      disabledAt: iso(endpoint.disabledAt),
      ...(endpoint.disabledAt !== null && { disabledReason: 'webhook.disabled' as const }),
    }
  }

  async create(accountId: string, input: CreateWebhookRequest): Promise<Webhook & { secret: string }> {
    const problem = await this.#options.urlProblem(input.url)
    if (problem) throw DomainError.invalidField('url', problem)
    const max = this.#options.maxEndpointsPerAccount ?? DEFAULT_MAX_WEBHOOKS_PER_ACCOUNT
    const registered = (await this.#repository.list(accountId)).length
    if (registered >= max) {
      throw new DomainError(
        'LIMIT_REACHED',
        `This account has ${registered} webhook endpoints, the most it may register (MAX_WEBHOOKS_PER_ACCOUNT is ${max}); delete one first`,
      )
    }
    const endpoint: WebhookEndpointRecord = {
      id: `wh_${randomBytes(8).toString('hex')}`,
      accountId,
      url: new URL(input.url).href,
      events: input.events,
      description: input.description ?? null,
      secret: this.#options.newSecret(),
      createdAt: this.#now(),
      disabledAt: null,
    }
    await this.#repository.create(endpoint)
    return { ...this.present(endpoint), secret: endpoint.secret }
  }

  async list(accountId: string): Promise<Webhook[]> {
    return (await this.#repository.list(accountId)).map((endpoint) => this.present(endpoint))
  }

  async delete(accountId: string, id: string): Promise<void> {
    if (!(await this.#repository.delete(accountId, id))) throw new DomainError('NOT_FOUND', WEBHOOK_NOT_FOUND_MESSAGE)
  }

  async deliveries(accountId: string, id: string): Promise<WebhookDelivery[]> {
    const deliveries = await this.#repository.deliveries(accountId, id, DELIVERIES_SHOWN)
    if (!deliveries) throw new DomainError('NOT_FOUND', WEBHOOK_NOT_FOUND_MESSAGE)
    return deliveries.map(presentDelivery)
  }
}

const presentDelivery = (delivery: WebhookDeliveryRecord): WebhookDelivery => ({
  eventId: delivery.eventId,
  type: delivery.type,
  status: delivery.status,
  attempts: delivery.attempts,
  lastStatus: delivery.lastStatus,
  lastError: delivery.lastError,
  nextAttemptAt: iso(delivery.nextAttemptAt),
  createdAt: new Date(delivery.createdAt).toISOString(),
})
