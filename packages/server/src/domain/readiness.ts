import type { components } from '@dynqr/contract'
import type { Store } from './store.js'

export type Health = components['schemas']['Health']

/** The readiness probe: `ok` when the store answers a query, `unavailable` otherwise. */
export async function checkReadiness(store: Store): Promise<Health> {
  try {
    await store.ping()
    return { status: 'ok', store: store.kind }
  } catch {
    return { status: 'unavailable', store: store.kind }
  }
}
