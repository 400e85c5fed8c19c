import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { ApiKeyService, composeApp, createMemoryStore } from '@dynqr/server'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const examples = join(import.meta.dirname, '../../../examples')

describe('the examples run against a server', () => {
  let app: FastifyInstance
  let env: NodeJS.ProcessEnv

  beforeAll(async () => {
    const store = createMemoryStore()
    const key = (await new ApiKeyService(store).issueKey('examples')).key
    app = await composeApp({ store, publicUrl: 'http://qr.example' })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    env = { ...process.env, DYNQR_API_KEY: key, DYNQR_BASE_URL: `${address}/api/v1` }
  })
  afterAll(async () => {
    await app.close()
  })

  const example = async (name: string) =>
    (await run(process.execPath, ['--conditions=source', '--import', 'tsx', join(examples, name)], { env })).stdout

  it('quick-start', async () => {
    const out = await example('quick-start.ts')
    expect(out).toMatch(/Print this as a QR code: http:\/\/qr\.example\/[0-9A-Za-z]{8}/)
    expect(out).toContain('now leads to https://example.com/dinner')
  })

  it('pagination', async () => {
    expect(await example('pagination.ts')).toMatch(/for await walked \d+ codes/)
  })

  it('error-handling', async () => {
    const out = await example('error-handling.ts')
    expect(out).toContain('not found: QR code not found')
    expect(out).toContain('invalid targetUrl: targetUrl must be an absolute http: or https: URL')
    expect(out).toMatch(/conflict: customShortId "example-\d+" is already taken/)
    expect(out).toMatch(/updated example-\d+/)
  })

  it('webhook-receiver', async () => {
    const out = await example('webhook-receiver.ts')
    expect(out).toContain('received qrcode.updated for menu')
    expect(out).toContain('refused a delivery: No webhook-signature matches the body and the secret')
    expect(out).toContain('signed delivery → 204, tampered delivery → 400')
  })
})
