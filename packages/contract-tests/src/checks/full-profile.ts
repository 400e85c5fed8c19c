import type { Check, FullRun } from '../check.js'
import type { ContractKit, KitOptions } from '../kit.js'
import { accountIsolationChecks } from './account-isolation.js'
import { apiKeyChecks } from './api-keys.js'
import { assetChecks } from './assets.js'
import { bulkChangeChecks } from './bulk-changes.js'
import { createQrCodeChecks } from './create-qr-code.js'
import { deleteQrCodeChecks } from './delete-qr-code.js'
import { domainChecks } from './domains.js'
import { eventChecks } from './events.js'
import { generatedLinkChecks } from './generated-links.js'
import { generatedNegativeChecks } from './generated-negative.js'
import { generatedPropertyChecks } from './generated-properties.js'
import { getQrCodeChecks } from './get-qr-code.js'
import { healthChecks } from './health.js'
import { lifecycleChecks } from './lifecycle.js'
import { listQrCodesChecks, listQrCodesLimitChecks } from './list-qr-codes.js'
import { peopleChecks } from './people.js'
import { printChecks } from './print.js'
import { probeChecks } from './probes.js'
import { qrCodeImageChecks } from './qr-code-image.js'
import { requestErrorChecks } from './request-errors.js'
import { routingChecks } from './routing.js'
import { scanAnalyticsChecks } from './scan-analytics.js'
import { sdkPromiseChecks } from './sdk-promises.js'
import { sitePageChecks } from './site-pages.js'
import { styleChecks } from './styles.js'
import { tagChecks } from './tags.js'
import { updateQrCodeChecks } from './update-qr-code.js'

/**
 * The checks of a real deployment, one group per operation or concern, in the order they
 * depend on each other: creates first (later groups use the codes they made), the delete of
 * the run's code near the end. A new operation adds a file here and one line to this list.
 * The order is also the kit's output (summary, JUnit) and is pinned by test/profiles.test.ts:
 * it is the order the checks had before kit.ts was split, hence the limit check's own group.
 */
const GROUPS: ((run: FullRun) => Check[])[] = [
  createQrCodeChecks,
  requestErrorChecks,
  getQrCodeChecks,
  updateQrCodeChecks,
  listQrCodesChecks,
  qrCodeImageChecks,
  printChecks,
  listQrCodesLimitChecks,
  sitePageChecks,
  accountIsolationChecks,
  apiKeyChecks,
  lifecycleChecks,
  scanAnalyticsChecks,
  bulkChangeChecks,
  tagChecks,
  deleteQrCodeChecks,
  assetChecks,
  styleChecks,
  domainChecks,
  peopleChecks,
  eventChecks,
  probeChecks,
  sdkPromiseChecks,
  routingChecks,
  healthChecks,
]

/** `--generated`: checks derived from openapi.yaml itself, after the hand-written ones. */
const GENERATED: ((run: FullRun) => Check[])[] = [generatedNegativeChecks, generatedPropertyChecks, generatedLinkChecks]

/**
 * For a real deployment: the stateful behaviour of the contract, step by step, with every
 * response checked against openapi.yaml.
 */
export function fullChecks(kit: ContractKit, options: KitOptions, site: string): Check[] {
  const run = Math.random().toString(36).slice(2, 8)
  const state: FullRun['state'] = {}
  const context: FullRun = {
    kit,
    options,
    site,
    run,
    customId: `ct-${run}`,
    state,
    needsCode: () => {
      if (!state.custom) throw new Error('an earlier step failed to create the code this one needs')
      return String(state.custom.shortId)
    },
  }
  return [...GROUPS, ...(options.generated ? GENERATED : [])].flatMap((group) => group(context))
}
