import { TARGET_HEALTH_STATUSES } from '@dynqr/contract'
import { type Check, check, type FullRun, field, type Node } from '../check.js'

const STATUSES: readonly string[] = TARGET_HEALTH_STATUSES

/** Destination health (#44): every code carries targetHealth; onTargetFailing is kept and cleared. */
export function healthChecks({ kit }: FullRun): Check[] {
  return [
    check(
      'createQrCode',
      'carries the health of its destination with a valid status, and keeps onTargetFailing until null clears it',
      async () => {
        const exchange = await kit.call('createQrCode', {
          body: {
            targetUrl: 'https://example.com/watched',
            fallbackUrl: 'https://example.com/sorry',
            onTargetFailing: 'fallback',
          },
        })
        kit.require(exchange, exchange.status === 201, 'create must answer 201')
        const health = field(exchange, 'targetHealth') as Node | undefined
        kit.expect(
          exchange,
          STATUSES.includes(String(health?.status)),
          'targetHealth.status must be ok, failing or unknown',
        )
        kit.expect(exchange, health !== undefined && 'checkedAt' in health, 'targetHealth must carry checkedAt')
        kit.expect(exchange, field(exchange, 'onTargetFailing') === 'fallback', 'onTargetFailing must be kept')
        const shortId = String(field(exchange, 'shortId'))
        const read = await kit.call('getQrCode', { params: { shortId } })
        const again = field(read, 'targetHealth') as Node | undefined
        kit.expect(read, STATUSES.includes(String(again?.status)), 'a read code must carry targetHealth too')
        const cleared = await kit.call('updateQrCode', { params: { shortId }, body: { onTargetFailing: null } })
        kit.require(cleared, cleared.status === 200, 'update must answer 200')
        kit.expect(cleared, field(cleared, 'onTargetFailing') === null, 'null must clear onTargetFailing')
      },
    ),
  ]
}
