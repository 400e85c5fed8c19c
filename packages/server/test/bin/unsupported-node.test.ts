import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { satisfiesEngines, supportedNodeRange } from '../../bin/supported-node.mjs'

/** The system's Node (Debian's), of a line dynqr does not support on this machine. */
const OLD_NODE = process.env.UNSUPPORTED_NODE ?? '/usr/bin/node'
const oldVersion = existsSync(OLD_NODE)
  ? spawnSync(OLD_NODE, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim()
  : ''
const unsupported = oldVersion !== '' && satisfiesEngines(oldVersion, supportedNodeRange() as string) === false
if (!unsupported) {
  process.stderr.write(`\n*** no unsupported Node at ${OLD_NODE}: the unsupported-Node tests did NOT run. ***\n\n`)
}

const bin = join(import.meta.dirname, '../../bin/dynqr.mjs')
const serverEntry = join(import.meta.dirname, '../../src/server.ts')

/**
 * Started on a Node it does not support, the program stops before loading a native module (which
 * crashed with a segmentation fault on Node 20) and says in one line which Node it needs.
 */
describe.runIf(unsupported)(`dynqr on Node ${oldVersion}`, () => {
  const env = { ...process.env, DATABASE_URL: `sqlite:${join(mkdtempSync(join(tmpdir(), 'dynqr-node-')), 'd.db')}` }

  it.each([
    ['bin/dynqr.mjs serve', [bin, 'serve']],
    ['bin/dynqr.mjs --version', [bin, '--version']],
    ['the server entry', ['--conditions=source', '--import', 'tsx', serverEntry]],
  ])('%s exits 1 with one line naming the supported versions', (_name, args) => {
    const run = spawnSync(OLD_NODE, args, { encoding: 'utf8', env, timeout: 30_000 })
    expect(run.signal).toBeNull()
    expect(run.status).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe(
      `dynqr: Node.js ${oldVersion} is not supported; run it on Node.js ${(supportedNodeRange() as string).replaceAll('||', 'or')}.\n`,
    )
  })
})
