import { resolveQrCodeOptions } from '@dynqr/contract'
import type { Store } from '@dynqr/server'
import { DEMO_STYLE } from './seed.js'

/** The seeded template's id: the contract's own example id, so Prism and the stateful mock agree. */
export const SEEDED_STYLE = DEMO_STYLE.id

/**
 * A style template for the demo account (issue #30), so a front end has one to list, show and
 * apply (`styleId`) from the first request. No seeded code uses it: it can be changed and deleted.
 */
export async function seedStyles(store: Store, accountId: string, now: number): Promise<void> {
  await store.styles.create({
    id: SEEDED_STYLE,
    accountId,
    name: DEMO_STYLE.name,
    options: resolveQrCodeOptions(DEMO_STYLE.qrCodeOptions),
    createdAt: now,
    updatedAt: now,
  })
}
