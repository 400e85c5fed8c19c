import { randomBytes, scrypt } from 'node:crypto'
import type { Store } from '@dynqr/server'
import { DAY_MS, DEMO_PASSWORD, DEMO_PEOPLE } from './seed.js'

let demoHash: Promise<string> | undefined

/**
 * The demo password as the server stores passwords (IDENTITY.md, issue #41: node:crypto's scrypt,
 * N=2^15, r=8, p=1, a 16-byte salt, a 32-byte key, `scrypt$N$r$p$<salt>$<hash>` in base64), so
 * the server's own sign-in verifies it. Made once per process: every reset reuses it.
 */
function demoPasswordHash(): Promise<string> {
  demoHash ??= new Promise((resolve, reject) => {
    const salt = randomBytes(16)
    scrypt(DEMO_PASSWORD, salt, 32, { N: 32_768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(`scrypt$32768$8$1$${salt.toString('base64')}$${key.toString('base64')}`),
    )
  })
  return demoHash
}

/**
 * The demo account's people (issue #41): an owner, an admin, an editor and a viewer, members
 * since yesterday (a minute apart, so the list's order is theirs), each signing in with the
 * documented demo password (docs/mock.md).
 */
export async function seedPeople(store: Store, accountId: string, now: number): Promise<void> {
  const passwordHash = await demoPasswordHash()
  for (const [i, { role, ...person }] of DEMO_PEOPLE.entries()) {
    const createdAt = now - DAY_MS + i * 60_000
    await store.users.create({ ...person, passwordHash, createdAt })
    await store.members.add({ accountId, userId: person.id, role, createdAt })
  }
}
