import { OPERATIONS } from '@dynqr/contract'
import fc from 'fast-check'
import { type Check, check, type FullRun, type Node, sameJson } from '../check.js'
import { type Schema, validValue } from '../generated/schema-arbitrary.js'

/** How many schema-valid bodies a run sends. */
export const PROPERTY_RUNS = 20

/**
 * Property checks from the schemas: any body the create schema allows gets 201 (or a 400 for
 * the rules a schema cannot say: contrast, reserved words, the service's own host), never
 * anything else; and a created code reads back exactly as created.
 */
export function generatedPropertyChecks({ kit, customId }: FullRun): Check[] {
  const schema = OPERATIONS.find((o) => o.operationId === 'createQrCode')?.request.body as Schema
  return [
    check(
      'createQrCode',
      `generated: any body its schema allows gets 201 or 400, and reads back as created (${PROPERTY_RUNS} bodies)`,
      async () => {
        const seed = Math.floor(Math.random() * 2 ** 31)
        const bodies = fc.sample(validValue(schema), { numRuns: PROPERTY_RUNS, seed }) as Node[]
        for (const [i, generated] of bodies.entries()) {
          const body = 'customShortId' in generated ? { ...generated, customShortId: `${customId}-p${i}` } : generated
          const made = await kit.call('createQrCode', { body })
          kit.expect(
            made,
            [201, 400].includes(made.status),
            `a schema-valid body must get 201 or 400 (fast-check seed ${seed})`,
          )
          if (made.status !== 201) continue
          const code = made.json as Node
          const read = await kit.call('getQrCode', { params: { shortId: String(code.shortId) } })
          kit.expect(
            read,
            read.status === 200 && sameJson(read.json, code),
            `must read back as created (fast-check seed ${seed})`,
          )
        }
      },
    ),
  ]
}
