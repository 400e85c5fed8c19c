/**
 * Times every repository call of a store and counts its failures, without the store or the
 * domain knowing: the repositories are wrapped in proxies whose methods record into the metrics.
 * The operation label is `repository.method` (qrCodes.findByShortId), a fixed, small set.
 */
import type { Store } from '../domain/store.js'
import type { Metrics } from './metrics.js'

const REPOSITORIES = [
  'qrCodes',
  'scanAnalytics',
  'accounts',
  'apiKeys',
  'webhooks',
  'domains',
  'idempotency',
  'rateLimits',
  'assets',
  'styles',
  'brands',
  'users',
  'members',
  'sessions',
  'invitations',
  'audit',
  'targetHealth',
  'events',
] as const

function instrument<T extends object>(target: T, prefix: string, metrics: Metrics): T {
  const wrapped = new Map<PropertyKey, unknown>()
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver)
      if (typeof value !== 'function' || typeof property !== 'string') return value
      let method = wrapped.get(property)
      if (method === undefined) {
        const operation = `${prefix}.${property}`
        const duration = metrics.storeDuration.series({ operation })
        const errors = metrics.storeErrors.series({ operation })
        method = function (this: unknown, ...args: unknown[]) {
          const started = performance.now()
          const stop = () => duration.observe((performance.now() - started) / 1000)
          let result: unknown
          try {
            result = (value as (...a: unknown[]) => unknown).apply(object, args)
          } catch (error) {
            stop()
            errors.inc()
            throw error
          }
          if (!(result instanceof Promise)) {
            stop()
            return result
          }
          return result.then(
            (settled) => {
              stop()
              return settled
            },
            (error: unknown) => {
              stop()
              errors.inc()
              throw error
            },
          )
        }
        wrapped.set(property, method)
      }
      return method
    },
  })
}

/** The same store, its repository calls measured into `metrics`. */
export function instrumentStore(store: Store, metrics: Metrics): Store {
  const repositories = Object.fromEntries(
    REPOSITORIES.map((name) => [name, instrument(store[name] as object, name, metrics)]),
  ) as Pick<Store, (typeof REPOSITORIES)[number]>
  return {
    get kind() {
      return store.kind
    },
    ...repositories,
    ping: () => store.ping(),
    close: () => store.close(),
  }
}
