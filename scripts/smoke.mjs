/**
 * A smoke run of the built packages on whatever Node runs it (CI runs it on Node 22 after the
 * whole suite has run on Node 24): the server on a fresh SQLite file, the SDK against it, the
 * contract-test kit against it, then a graceful stop. Plain JavaScript over dist/, so it needs
 * nothing but a built checkout (`npm ci` builds).
 *
 *   node scripts/smoke.mjs
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { Dynqr } from '@dynqr/sdk'

const root = join(import.meta.dirname, '..')
const dir = mkdtempSync(join(tmpdir(), 'dynqr-smoke-'))
const port = String(20_000 + Math.floor(Math.random() * 30_000))
const env = { ...process.env, PORT: port, DATABASE_URL: `sqlite:${join(dir, 'dynqr.db')}`, NODE_ENV: 'development' }
const site = `http://127.0.0.1:${port}`

function step(what) {
  process.stdout.write(`smoke: ${what}\n`)
}

const server = spawn(process.execPath, [join(root, 'packages/server/dist/server.js')], { env, stdio: 'pipe' })
let output = ''
server.stdout.on('data', (chunk) => {
  output += chunk
})
server.stderr.on('data', (chunk) => {
  output += chunk
})
const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)))

try {
  for (let i = 0; i < 200 && !/dynqr is serving/.test(output); i += 1) {
    if (server.exitCode !== null) break
    await sleep(50)
  }
  const apiKey = /DYNQR_API_KEY=(dqr_[0-9A-Za-z]+)/.exec(output)?.[1]
  if (!apiKey || !/dynqr is serving/.test(output)) throw new Error(`the server did not start:\n${output}`)
  step(`server serving on node ${process.version}`)

  const dynqr = new Dynqr({ apiKey, baseUrl: `${site}/api/v1` })
  const code = await dynqr.qrcodes.create({ targetUrl: 'https://example.com/smoke' })
  const updated = await dynqr.qrcodes.update(code.shortId, { targetUrl: 'https://example.com/smoke-2' })
  const fetched = await dynqr.qrcodes.get(code.shortId)
  if (fetched.targetUrl !== updated.targetUrl) throw new Error('the SDK read back another target')
  const scan = await fetch(`${site}/${code.shortId}`, {
    redirect: 'manual',
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone)' },
  })
  if (scan.status !== 302 || scan.headers.get('location') !== 'https://example.com/smoke-2') {
    throw new Error(`the short link answered ${scan.status} ${scan.headers.get('location')}`)
  }
  let listed = 0
  for await (const _ of dynqr.qrcodes.list()) listed += 1
  await dynqr.qrcodes.delete(code.shortId)
  if (listed !== 1) throw new Error(`for await over list() gave ${listed} codes, not 1`)
  step('SDK create, update, get, scan, list (for await), delete')

  const other = spawnSync(
    process.execPath,
    [join(root, 'packages/server/bin/dynqr.mjs'), 'keys', 'create', '--account', 'other', '--name', 'smoke', '--json'],
    { env, encoding: 'utf8' },
  )
  if (other.status !== 0) throw new Error(`dynqr keys create failed:\n${other.stdout}${other.stderr}`)
  const otherApiKey = JSON.parse(other.stdout).key
  const kit = spawnSync(
    process.execPath,
    [
      join(root, 'packages/contract-tests/bin/dynqr-contract.mjs'),
      ...['--base-url', `${site}/api/v1`, '--api-key', apiKey, '--other-api-key', otherApiKey],
    ],
    { encoding: 'utf8' },
  )
  if (kit.status !== 0) throw new Error(`the contract-test kit failed:\n${kit.stdout}${kit.stderr}`)
  step('contract-test kit, full profile')

  server.kill('SIGTERM')
  const status = await exited
  if (status !== 0) throw new Error(`the server exited with ${status} on SIGTERM:\n${output}`)
  step(`ok on node ${process.version}`)
} catch (error) {
  server.kill('SIGKILL')
  process.stderr.write(`smoke: FAILED on node ${process.version}: ${error instanceof Error ? error.message : error}\n`)
  process.exitCode = 1
} finally {
  rmSync(dir, { recursive: true, force: true })
}
