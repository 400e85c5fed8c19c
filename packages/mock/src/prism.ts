import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer, request as forward } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { delay } from './latency.js'
import type { MockOptions, RunningMock } from './stateful.js'

const require = createRequire(import.meta.url)

/** The contract as @dynqr/contract ships it, and Prism's command, from this package's dependencies. */
function prismCommand(): { bin: string; contract: string } {
  const manifest = require.resolve('@stoplight/prism-cli/package.json')
  const bin = (JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> }).bin.prism as string
  return { bin: join(dirname(manifest), bin), contract: require.resolve('@dynqr/contract/openapi.json') }
}

function startPrism(port: number): Promise<ChildProcess> {
  const { bin, contract } = prismCommand()
  const child = spawn(process.execPath, [bin, 'mock', contract, '--host', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk
      if (/Prism is listening/.test(log)) {
        child.stdout?.off('data', onData)
        child.stderr?.off('data', onData)
        child.stdout?.resume()
        child.stderr?.resume()
        resolve(child)
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`Prism exited with ${code}:\n${log}`)))
  })
}

const freePort = async () => {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/**
 * The contract mock: Prism serving openapi.yaml's examples (every request validated, any error
 * chosen with `Prefer: code=…`/`example=…`), behind a small front that serves the API at
 * `/api/v1` like the real server (Prism itself serves paths at its root) and the site paths
 * (short links, edit pages, probes) at the root; `latency` delays every answer.
 */
export async function startPrismMock(options: MockOptions): Promise<RunningMock> {
  const host = options.host ?? '127.0.0.1'
  const prismPort = await freePort()
  const prism = await startPrism(prismPort)
  const front = createServer((incoming, outgoing) => {
    const path = (incoming.url ?? '/').replace(/^\/api\/v1(?=\/|$|\?)/, '') || '/'
    void delay(options.latency).then(() => {
      const upstream = forward(
        { host: '127.0.0.1', port: prismPort, method: incoming.method, path, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(outgoing)
        },
      )
      upstream.on('error', (error) => {
        outgoing.writeHead(502, { 'content-type': 'application/json' })
        outgoing.end(JSON.stringify({ error: 'SERVICE_UNAVAILABLE', message: `the mock's Prism: ${error.message}` }))
      })
      incoming.pipe(upstream)
    })
  })
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject)
    front.listen(options.port, host, resolve)
  })
  return {
    url: `http://${host}:${options.port}`,
    close: async () => {
      front.closeAllConnections()
      await new Promise((resolve) => front.close(resolve))
      const exited = new Promise((resolve) => prism.once('exit', resolve))
      prism.kill('SIGTERM')
      await exited
    },
  }
}
