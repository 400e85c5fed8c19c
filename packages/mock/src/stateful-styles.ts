import { resolveQrCodeOptions } from '@dynqr/contract'
import type { Store } from '@dynqr/server'

/** The seeded template's id: the contract's own example id, so Prism and the stateful mock agree. */
export const SEEDED_STYLE = 'sty_5c1e9a7b3d2f4e80'

/**
 * A style template for the demo account (issue #30), so a front end has one to list, show and
 * apply (`styleId`) from the first request. No seeded code uses it: it can be changed and deleted.
 */
export async function seedStyles(store: Store, accountId: string, now: number): Promise<void> {
  await store.styles.create({
    id: SEEDED_STYLE,
    accountId,
    name: 'Spring campaign',
    options: resolveQrCodeOptions({
      width: 512,
      height: 512,
      dotsOptions: { type: 'rounded', color: '#1a2b3c' },
      frameOptions: { type: 'banner', text: 'SCAN ME' },
    }),
    createdAt: now,
    updatedAt: now,
  })
}
