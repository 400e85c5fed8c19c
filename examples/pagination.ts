/**
 * Pagination: one page at a time, or every code with `for await`.
 *   DYNQR_API_KEY=dqr_… DYNQR_BASE_URL=http://127.0.0.1:3000/api/v1 npx tsx examples/pagination.ts
 */
import { Dynqr } from '@dynqr/sdk'

// The key and base URL come from DYNQR_API_KEY and DYNQR_BASE_URL.
const dynqr = new Dynqr()

const first = await dynqr.qrcodes.list({ limit: 5, sort: 'views', order: 'desc' })
console.log(`${first.pagination.total} codes in all; the top ${first.data.length} by views:`)
for (const code of first.data) console.log(`  ${code.shortId}  ${code.views}`)
if (first.hasNextPage()) {
  const second = await first.getNextPage()
  console.log(`the next page starts at ${second.pagination.offset}`)
}

let count = 0
for await (const _code of dynqr.qrcodes.list({ sort: 'createdAt', limit: 100 })) count += 1
console.log(`for await walked ${count} codes`)
