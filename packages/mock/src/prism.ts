import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { startFront } from './front.js'
import { chaosOf, type MockOptions, type RunningMock, urlHost } from './options.js'

const require = createRequire(import.meta.url)

/** The contract as @dynqr/contract ships it, and Prism's command, from this package's dependencies. */
function prismCommand(): { bin: string; contract: string } {
  let manifest: string
  try {
    manifest = require.resolve('@stoplight/prism-cli/package.json')
  } catch {
    throw new Error(
      'the Prism mock needs @stoplight/prism-cli (an optional peer): npm install --save-dev @stoplight/prism-cli@5.16.0',
    )
  }
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
 * The contract mock: Prism serving openapi.yaml's examples (any error chosen with
 * `Prefer: code=…`/`example=…`), behind the front both mocks share (front.ts), which serves the
 * API at `/api/v1` like the real server (Prism itself serves paths at its root), refuses what the
 * server refuses with the server's answers (Prism would pick another documented error), pages
 * lists, and adds `RateLimit`, CORS, chaos and the `/__mock` control.
 */
export async function startPrismMock(options: MockOptions): Promise<RunningMock> {
  const host = options.host ?? '127.0.0.1'
  const prismPort = await freePort()
  const prism = await startPrism(prismPort)
  const front = await startFront(options.port ?? 0, host, {
    upstream: () => ({ port: prismPort, stripApiBase: true }),
    validate: true,
    page: true,
    chaos: chaosOf(options),
    control: {
      act: async (action) =>
        action === 'reset'
          ? undefined
          : `The contract mock (Prism) is stateless: ${action} needs the stateful mock (dynqr-mock --stateful) or the stateful MSW handlers`,
      describe: () => ({ mode: 'prism', chaos: chaosOf(options) }),
    },
  }).catch(async (error: unknown) => {
    prism.kill('SIGTERM')
    throw error
  })
  return {
    url: `http://${urlHost(host)}:${front.port}`,
    port: front.port,
    close: async () => {
      await front.close()
      const exited = new Promise((resolve) => prism.once('exit', resolve))
      prism.kill('SIGTERM')
      await exited
    },
  }
}
