import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { randomPort as randomTestPort } from '../../../../scripts/test-support/ports.js'

const serverEntry = join(import.meta.dirname, '../../src/server.ts')

export interface ServerProcess {
  child: ChildProcess
  exited: Promise<number | null>
  output: () => { stdout: string; stderr: string }
  /** Waits (boundedly) until stdout, or the stream named, shows the pattern. */
  waitFor: (pattern: RegExp, stream?: 'stdout' | 'stderr') => Promise<void>
}

/**
 * Runs src/server.ts as its own process, the way `npm start` runs the built one, on the Node
 * that runs the tests; `nodeArgs` go to that Node (flags, preloads). In development unless `env`
 * says otherwise; a variable given as `undefined` is removed from the environment.
 */
export function startServerProcess(
  env: Record<string, string | undefined>,
  nodeArgs: readonly string[] = [],
): ServerProcess {
  const merged: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'development', ...env }
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name]
  const child = spawn(process.execPath, [...nodeArgs, '--conditions=source', '--import', 'tsx', serverEntry], {
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const streams = { stdout: '', stderr: '' }
  child.stdout?.on('data', (chunk) => {
    streams.stdout += chunk
  })
  child.stderr?.on('data', (chunk) => {
    streams.stderr += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const output = () => ({ ...streams })
  const waitFor = async (pattern: RegExp, stream: 'stdout' | 'stderr' = 'stdout') => {
    for (let i = 0; i < 400 && !pattern.test(streams[stream]) && child.exitCode === null; i += 1) {
      await new Promise((r) => setTimeout(r, 50))
    }
    if (!pattern.test(streams[stream])) {
      throw new Error(`Server never printed ${pattern}:\n${streams.stdout}\n${streams.stderr}`)
    }
  }
  return { child, exited, output, waitFor }
}

/** A port for a server process, as the string PORT takes (see scripts/test-support/ports.ts). */
export const randomPort = () => String(randomTestPort())
