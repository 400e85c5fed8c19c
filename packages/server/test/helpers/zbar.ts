import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Whether zbarimg (Debian's zbar-tools), the real decoder the scan tests use, is installed. */
export function hasZbar(): boolean {
  try {
    execFileSync('zbarimg', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

const dir = mkdtempSync(join(tmpdir(), 'dynqr-scan-'))
let n = 0

/** Decodes a PNG with zbarimg; the text of the one code in it, or null when none is found. */
export function decodePng(png: Uint8Array): string | null {
  n += 1
  const file = join(dir, `scan-${n}.png`)
  writeFileSync(file, png)
  try {
    return execFileSync('zbarimg', ['--raw', '-q', file], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    return null
  }
}

/**
 * The scan tests need a real decoder. Without zbarimg they are skipped with a loud warning,
 * except in CI (CI=true), where a missing decoder is a failure.
 */
export function requireZbar(): boolean {
  if (hasZbar()) return true
  if (process.env.CI) throw new Error('zbarimg is missing: CI must install zbar-tools (see .ci/run)')
  process.stderr.write('\n*** zbarimg not found: the QR scan tests did NOT run. Install zbar-tools. ***\n\n')
  return false
}
