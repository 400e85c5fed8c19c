/** Test support shared by the suites that run Prism (the mock and the validation proxy). */
import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { randomPort } from './ports.js'

const root = join(import.meta.dirname, '../..')
const prismBin = join(root, 'node_modules/.bin/prism')

export interface Running {
  url: string
  stop: () => Promise<void>
}

export { randomPort }

/**
 * Starts Prism (`mock` or `proxy`) on a free port and resolves once it listens. A port taken
 * between the draw and Prism's listen is drawn again (twice at most), unless the caller chose it.
 */
export async function startPrism(args: string[], port?: number): Promise<Running> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startPrismOn(args, port ?? randomPort())
    } catch (error) {
      if (port !== undefined || attempt === 3 || !/EADDRINUSE/.test(String(error))) throw error
    }
  }
}

function startPrismOn(args: string[], port: number): Promise<Running> {
  const child: ChildProcess = spawn(prismBin, [...args, '--host', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM')
      reject(new Error(`Prism did not start:\n${log}`))
    }, 60_000)
    const onData = (chunk: Buffer) => {
      log += chunk
      if (/Prism is listening/.test(log)) {
        clearTimeout(timer)
        resolve({
          url: `http://127.0.0.1:${port}`,
          stop: async () => {
            child.kill('SIGTERM')
            await new Promise((r) => child.once('exit', r))
          },
        })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`Prism exited with ${code}:\n${log}`))
    })
  })
}
