/**
 * Builds the React example (esbuild: main.tsx with React, the SDK and @dynqr/mock/msw) and
 * serves it with msw's worker script:
 *
 *   node --import tsx examples/react-msw/serve.ts [port]     # then open the URL it prints
 *
 * The packages resolve to their built `dist`, as an app's bundler uses the published packages
 * (`npm ci` builds them). packages/sdk/test/react-example.test.ts opens it in Chromium.
 */
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { build } from 'esbuild'

const here = import.meta.dirname
const require = createRequire(import.meta.url)

export interface RunningExample {
  url: string
  close: () => Promise<void>
}

async function bundle(): Promise<Buffer> {
  const result = await build({
    entryPoints: [join(here, 'main.tsx')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'warning',
  })
  return Buffer.from(result.outputFiles[0]?.contents ?? new Uint8Array())
}

/** Builds the app and serves it on 127.0.0.1 (`port` 0: any free one). */
export async function startReactExample(port = 0): Promise<RunningExample> {
  const files: Record<string, [string, Buffer]> = {
    '/': ['text/html; charset=utf-8', readFileSync(join(here, 'index.html'))],
    '/main.js': ['text/javascript; charset=utf-8', await bundle()],
    '/mockServiceWorker.js': [
      'text/javascript; charset=utf-8',
      readFileSync(join(require.resolve('msw/package.json').replace(/package\.json$/, ''), 'lib/mockServiceWorker.js')),
    ],
  }
  const server: Server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://x').pathname]
    response.writeHead(file ? 200 : 404, { 'content-type': file?.[0] ?? 'text/plain' })
    response.end(file?.[1] ?? 'not found (the service worker answers /api/v1)')
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

if (process.argv[1] === import.meta.filename) {
  const running = await startReactExample(Number(process.argv[2] ?? 5173))
  console.log(`The React example on the MSW handlers: ${running.url}`)
}
