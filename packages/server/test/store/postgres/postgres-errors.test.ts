import { describe, expect, it } from 'vitest'
import { WriteFailures } from '../../../src/domain/readiness.js'
import { translatingUnavailable } from '../../../src/store/postgres/postgres-errors.js'

/** A repository whose write fails with `code`, as PostgreSQL answers it. */
const failingWith = (code: string) =>
  new (class {
    async write(): Promise<void> {
      throw Object.assign(new Error(`failed with ${code}`), { code })
    }
  })()

describe('PostgreSQL failures that a SELECT 1 would not see (issue #38)', () => {
  it.each([
    ['a full disk', '53100', true],
    ['an I/O error', '58030', true],
    ['a statement timeout', '57014', false],
    ['a lost connection', 'ECONNRESET', false],
  ])('%s (%s): told to the readiness probe: %s', async (_, code, told) => {
    let now = 0
    const failures = new WriteFailures(10_000, () => now)
    const repository = translatingUnavailable(failingWith(code), failures)
    await expect(repository.write()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' })
    if (told) expect(() => failures.check()).toThrow(`failed with ${code}`)
    else expect(() => failures.check()).not.toThrow()
    now = 10_000
    expect(() => failures.check()).not.toThrow()
  })
})
