import { type Check, check, type FullRun } from '../check.js'

/** The liveness and readiness probes. */
export function probeChecks({ kit }: FullRun): Check[] {
  return [
    check('getHealth', 'answers the liveness probe', async () => {
      const exchange = await kit.call('getHealth')
      kit.expect(exchange, exchange.status === 200, 'must answer 200')
    }),
    check('getReadiness', 'answers the readiness probe', async () => {
      const exchange = await kit.call('getReadiness')
      kit.expect(exchange, exchange.status === 200, 'must answer 200')
    }),
  ]
}
