/**
 * The SDK smoke suite every runtime runs against a real server (runtimes.test.ts): Node 24 and
 * 22 (ESM and CommonJS), Chromium and edge-runtime. Plain JavaScript with no imports: it gets
 * the SDK module and the client options, and answers what it saw.
 */
export async function smoke(sdk, options) {
  const { Dynqr, NotFoundError, DynqrApiError } = sdk
  let userAgent = null
  const dynqr = new Dynqr({
    ...options,
    onRequest: ({ request }) => {
      userAgent = request.headers.get('user-agent')
    },
  })
  const steps = []
  const check = (ok, step) => {
    if (!ok) throw new Error(`smoke step failed: ${step}`)
    steps.push(step)
  }

  const created = await dynqr.qrcodes.create({ targetUrl: 'https://example.com/smoke' }).withResponse()
  const code = created.data
  check(code.shortId && created.response.status === 201 && created.requestId, 'create, withResponse, requestId')

  const read = await dynqr.qrcodes.get(code.shortId).withResponse()
  check(read.data.targetUrl === 'https://example.com/smoke', 'get')

  const updated = await dynqr.qrcodes.update(
    code.shortId,
    { targetUrl: 'https://example.com/smoke-2' },
    read.etag ? { ifMatch: read.etag } : {},
  )
  check(updated.targetUrl === 'https://example.com/smoke-2', 'update')

  const others = [
    await dynqr.qrcodes.create({ targetUrl: 'https://example.com/a' }),
    await dynqr.qrcodes.create({ targetUrl: 'https://example.com/b' }),
  ]
  const mine = new Set([code.shortId, ...others.map((c) => c.shortId)])
  const seen = new Set()
  for await (const c of dynqr.qrcodes.list({ limit: 2, sort: 'createdAt' })) seen.add(c.shortId)
  check(
    [...mine].every((id) => seen.has(id)),
    'for await over list(), across pages',
  )
  const first = await dynqr.qrcodes.list({ limit: 1 })
  check(first.hasNextPage() && (await first.getNextPage()).pagination.offset === 1, 'page objects')

  const svg = await dynqr.qrcodes.image(code.shortId)
  check((await svg.text()).startsWith('<svg'), 'image')

  for (const id of mine) await dynqr.qrcodes.delete(id)
  const gone = await dynqr.qrcodes.get(code.shortId).catch((error) => error)
  check(gone instanceof NotFoundError && gone instanceof DynqrApiError && gone.status === 404, 'delete, NotFoundError')

  return { steps, userAgent }
}
