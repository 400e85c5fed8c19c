import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'

const serverEntry = join(import.meta.dirname, '../../src/server.ts')

export interface ServerProcess {
  child: ChildProcess
  exited: Promise<number | null>
  output: () => { stdout: string; stderr: string }
  waitFor: (pattern: RegExp) => Promise<void>
}

/**
 * Runs src/server.ts as its own process, the way `npm start` runs the built one, on the Node
 * that runs the tests; `nodeArgs` go to that Node (flags, preloads).
 */
export function startServerProcess(env: Record<string, string>, nodeArgs: readonly string[] = []): ServerProcess {
  const child = spawn(process.execPath, [...nodeArgs, '--conditions=source', '--import', 'tsx', serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk) => {
    stdout += chunk
  })
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const output = () => ({ stdout, stderr })
  const waitFor = async (pattern: RegExp) => {
    for (let i = 0; i < 400 && !pattern.test(stdout) && child.exitCode === null; i += 1) {
      await new Promise((r) => setTimeout(r, 50))
    }
    if (!pattern.test(stdout)) throw new Error(`Server never printed ${pattern}:\n${stdout}\n${stderr}`)
  }
  return { child, exited, output, waitFor }
}

export const randomPort = () => String(20_000 + Math.floor(Math.random() * 30_000))
