/**
 * dynqr as operators run it (issue #32): the installed program's start command — the `dynqr` bin,
 * its shebang's Node flags included — with `NODE_ENV` unset, no configuration but the port, and
 * its default logging (JSON lines on stdout, here into a file, as a service manager or a
 * container runtime would take them). Its SQLite file is the default one, `./data/dynqr.db` in
 * the working directory, preloaded with codes by the bench's loader as an import would be.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { closeSync, createReadStream, mkdirSync, openSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

export interface ShippedTarget {
  name: string
  port: number
  child: ChildProcess
  key: string
  hotId: string
  /** Where its stdout (the logs) went. */
  logFile: string
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

async function untilReady(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the shipped dynqr exited with ${child.exitCode} before listening`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('the shipped dynqr did not become ready in 60 s')
}

/**
 * Loads `codes` codes into `<workDir>/data/dynqr.db` with the bench's loader (`loader`, the
 * built dynqr.mjs target, `--load-only`), then starts the bin in `workDir` with the environment
 * of `env` minus NODE_ENV and every dynqr setting, plus PORT.
 */
export async function startShipped(options: {
  name: string
  /** The checkout, whose packages/server/bin/dynqr.mjs is started. */
  root: string
  loader: string
  workDir: string
  codes: number
  /** Settings an operator might add (LOG_LEVEL=warn, to compare). */
  settings?: Record<string, string>
}): Promise<ShippedTarget> {
  const { name, root, loader, workDir, codes } = options
  const bin = join(root, 'packages/server/bin/dynqr.mjs')
  const file = join(workDir, 'data', 'dynqr.db')
  mkdirSync(dirname(file), { recursive: true })
  const output = execFileSync(process.execPath, [loader, file, String(codes), '--load-only'], { encoding: 'utf8' })
  const { key } = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { key: string }
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    // The bin's shebang (`env -S node …`) finds the Node this bench runs on.
    PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
    HOME: process.env.HOME,
    PORT: String(port),
    ...options.settings,
  }
  const logFile = join(workDir, 'stdout.log')
  const out = openSync(logFile, 'w')
  const child = spawn(bin, [], { cwd: workDir, env, stdio: ['ignore', out, 'inherit'] })
  closeSync(out)
  await untilReady(port, child)
  return { name, port, child, key, hotId: `c${String(Math.floor(codes / 2)).padStart(7, '0')}`, logFile }
}

/** Lines and bytes a log file holds, read as a stream (it can be hundreds of MB). */
export async function logLines(file: string): Promise<{ lines: number; bytes: number }> {
  let lines = 0
  let bytes = 0
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    bytes += chunk.length
    for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines += 1
  }
  return { lines, bytes }
}
