import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomPort } from '../../../scripts/test-support/prism.js'

const run = promisify(execFile)
const rootDir = join(import.meta.dirname, '../../..')
// The mock and the workspace packages it depends on, as a front-end team gets them from npm.
const PACKAGES = ['@dynqr/contract', '@dynqr/render', '@dynqr/server', '@dynqr/mock']
let consumer = ''
let mswConsumer = ''
const PRISM = '@stoplight/prism-cli@5.16.0'
const MSW = 'msw@2.15.0'
const running: ChildProcess[] = []

/** Runs the installed `dynqr-mock …` in the consumer folder; resolves once it prints its base URL. */
function dynqrMock(args: string[]): Promise<string> {
  // node on the bin itself, not npx, so that stopping it stops the mock (and its Prism).
  const bin = join(consumer, 'node_modules/.bin/dynqr-mock')
  const child = spawn(process.execPath, [bin, ...args], { cwd: consumer, stdio: ['ignore', 'pipe', 'pipe'] })
  running.push(child)
  let log = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk
      const base = /base URL: (\S+)/.exec(log)?.[1]
      if (base) resolve(base)
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`dynqr-mock exited with ${code}:\n${log}`)))
  })
}

describe('the published mock, installed in an empty folder', () => {
  beforeAll(async () => {
    await run('npm', ['run', 'build', ...PACKAGES.flatMap((p) => ['-w', p])], { cwd: rootDir })
    const packDir = await mkdtemp(join(tmpdir(), 'dynqr-mock-pack-'))
    const { stdout } = await run(
      'npm',
      ['pack', '--json', '--pack-destination', packDir, ...PACKAGES.flatMap((p) => ['-w', p])],
      {
        cwd: rootDir,
      },
    )
    const tarballs = (JSON.parse(stdout) as { filename: string }[]).map((t) => join(packDir, t.filename))
    consumer = await mkdtemp(join(tmpdir(), 'dynqr-frontend-'))
    await writeFile(join(consumer, 'package.json'), JSON.stringify({ name: 'frontend', private: true }))
    // --ignore-scripts: the mock never opens SQLite, so better-sqlite3 need not be compiled here
    // (a normal install downloads its prebuilt binary; this machine cannot reach GitHub).
    // The server and Prism are optional peers of the mock: a team that runs the processes installs them.
    await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', ...tarballs, PRISM],
      { cwd: consumer },
    )
    // A team that only wants the MSW handlers: the mock, the contract it reads, and msw.
    mswConsumer = await mkdtemp(join(tmpdir(), 'dynqr-msw-'))
    await writeFile(
      join(mswConsumer, 'package.json'),
      JSON.stringify({ name: 'msw-tests', private: true, type: 'module' }),
    )
    const only = tarballs.filter((t) => /dynqr-(mock|contract)-\d/.test(t))
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...only, MSW], { cwd: mswConsumer })
  }, 300_000)
  afterAll(async () => {
    for (const child of running) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
  })

  it('serves the stateful mock at /api/v1 with the demo key and Prefer', async () => {
    const base = await dynqrMock(['--stateful', '--port', String(randomPort())])
    const headers = { authorization: 'Bearer dqr_demo0000000000000000000000000000000000000' }
    const created = await fetch(`${base}/qrcode`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ targetUrl: 'https://example.com/from-the-tarball' }),
    })
    expect(created.status).toBe(201)
    const { shortId } = (await created.json()) as { shortId: string }
    expect((await fetch(`${base}/qrcode/${shortId}`, { headers })).status).toBe(200)
    const forced = await fetch(`${base}/qrcode/${shortId}`, { headers: { ...headers, prefer: 'code=404' } })
    expect(forced.status).toBe(404)
  }, 60_000)

  it('serves the Prism mock at the same /api/v1 base', async () => {
    const base = await dynqrMock(['--port', String(randomPort())])
    expect(base).toMatch(/\/api\/v1$/)
    const listed = await fetch(`${base}/qrcode`, { headers: { authorization: 'Bearer x' } })
    expect(listed.status).toBe(200)
    expect(((await listed.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0)
    const refused = await fetch(`${base}/qrcode`, { headers: { authorization: 'Bearer x', prefer: 'code=401' } })
    expect(refused.status).toBe(401)
  }, 90_000)

  it('installs for MSW without the server, SQLite or Prism, and serves fetch in Node from the handlers', async () => {
    const installed = (name: string) => existsSync(join(mswConsumer, 'node_modules', name))
    expect(installed('@dynqr/mock')).toBe(true)
    for (const heavy of ['@dynqr/server', 'better-sqlite3', '@stoplight/prism-cli', 'fastify']) {
      expect(installed(heavy), heavy).toBe(false)
    }
    await writeFile(
      join(mswConsumer, 'check.js'),
      `import { setupServer } from 'msw/node'
import { statefulHandlers, DEMO_KEY } from '@dynqr/mock/msw'
const mock = statefulHandlers({ baseUrl: 'http://dynqr.test/api/v1' })
const server = setupServer(...mock.handlers)
server.listen({ onUnhandledRequest: 'error' })
const headers = { authorization: 'Bearer ' + DEMO_KEY, 'content-type': 'application/json' }
const made = await fetch('http://dynqr.test/api/v1/qrcode', { method: 'POST', headers, body: JSON.stringify({ targetUrl: 'https://example.com/x' }) })
const refused = await fetch('http://dynqr.test/api/v1/qrcode', { method: 'POST', headers, body: '{}' })
console.log(JSON.stringify({ made: made.status, refused: (await refused.json()).message, held: mock.codes().length }))
server.close()
`,
    )
    const { stdout } = await run(process.execPath, ['check.js'], { cwd: mswConsumer })
    expect(JSON.parse(stdout)).toEqual({ made: 201, refused: 'targetUrl is required', held: 4 })
  }, 60_000)
})
