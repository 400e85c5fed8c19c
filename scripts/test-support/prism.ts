/** Test support shared by the suites that run Prism (the mock and the validation proxy). */
import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '../..')
const prismBin = join(root, 'node_modules/.bin/prism')

export interface Running {
  url: string
  stop: () => Promise<void>
}

/** Starts Prism (`mock` or `proxy`) on a free port and resolves once it listens. */
export const randomPort = () => 30_000 + Math.floor(Math.random() * 20_000)

export function startPrism(args: string[], port = randomPort()): Promise<Running> {
  const child: ChildProcess = spawn(prismBin, [...args, '--host', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${log}`)), 60_000)
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
    child.once('exit', (code) => reject(new Error(`Prism exited with ${code}:\n${log}`)))
  })
}
