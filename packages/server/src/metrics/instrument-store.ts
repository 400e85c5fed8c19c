/**
 * Times every repository call of a store and counts its failures, without the store or the
 * domain knowing: each repository gets a wrapper whose methods record into the metrics.
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

/** A repository's properties by name, its own first, then its classes' (the nearest wins). */
function propertiesOf(target: object): Map<string, PropertyDescriptor> {
  const found = new Map<string, PropertyDescriptor>()
  for (let level: object | null = target; level && level !== Object.prototype; level = Object.getPrototypeOf(level)) {
    for (const name of Object.getOwnPropertyNames(level)) {
      const descriptor = Object.getOwnPropertyDescriptor(level, name)
      if (name !== 'constructor' && descriptor && !found.has(name)) found.set(name, descriptor)
    }
  }
  return found
}

/** `method` of `target`, called on it, its duration and failures recorded as `operation`. */
function timed(target: object, method: (...args: unknown[]) => unknown, operation: string, metrics: Metrics) {
  const duration = metrics.storeDuration.series({ operation })
  const errors = metrics.storeErrors.series({ operation })
  return function timedCall(...args: unknown[]): unknown {
    const started = performance.now()
    let result: unknown
    try {
      result = method.apply(target, args)
    } catch (error) {
      duration.observe((performance.now() - started) / 1000)
      errors.inc()
      throw error
    }
    if (!(result instanceof Promise)) {
      duration.observe((performance.now() - started) / 1000)
      return result
    }
    return result.then(
      (settled) => {
        duration.observe((performance.now() - started) / 1000)
        return settled
      },
      (error: unknown) => {
        duration.observe((performance.now() - started) / 1000)
        errors.inc()
        throw error
      },
    )
  }
}

/**
 * The repository with each of its methods timed, built once: an object whose prototype is the
 * repository, with a timed own property for every method and a forwarding accessor for every
 * getter (called on the repository itself, whose private fields a getter may read).
 *
 * It was a `Proxy`, whose `get` trap ran on every property read: the shipped redirect, which
 * makes two repository calls a scan, cost ≈ 5 % more CPU for one hot code and ≈ 7 % more spread
 * over many codes (the metrics are on in the program, not in the bench's logs-off target;
 * docs/performance.md).
 */
function instrument<T extends object>(target: T, prefix: string, metrics: Metrics): T {
  const instrumented = Object.create(target) as T
  for (const [name, descriptor] of propertiesOf(target)) {
    if (descriptor.get || descriptor.set) {
      const { get, set } = descriptor
      Object.defineProperty(instrumented, name, {
        ...(get && { get: () => get.call(target) }),
        ...(set && { set: (value: unknown) => set.call(target, value) }),
      })
    } else if (typeof descriptor.value === 'function') {
      Object.defineProperty(instrumented, name, {
        value: timed(target, descriptor.value as (...args: unknown[]) => unknown, `${prefix}.${name}`, metrics),
      })
    }
  }
  return instrumented
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
