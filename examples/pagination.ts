/**
 * Pagination: one page at a time, or every code with listAll.
 *   DYNQR_KEY=dqr_… npx tsx examples/pagination.ts
 */
import { Dynqr } from '@dynqr/sdk'

const dynqr = new Dynqr({
  apiKey: process.env.DYNQR_KEY ?? '',
  baseUrl: process.env.DYNQR_BASE_URL ?? 'http://127.0.0.1:3000/api/v1',
})

const first = await dynqr.qrcodes.list({ limit: 5, sort: 'views', order: 'desc' })
console.log(`${first.pagination.total} codes in all; the top ${first.data.length} by views:`)
for (const code of first.data) console.log(`  ${code.shortId}  ${code.views}`)

let count = 0
for await (const _code of dynqr.qrcodes.listAll({ sort: 'createdAt' })) count += 1
console.log(`listAll walked ${count} codes`)
