import { spawnSync } from 'node:child_process'

/**
 * Whether a program the tests run for real (Debian's `dnsmasq`, `caddy`) is installed. Missing on
 * a developer's machine: the suite is skipped, and says so loudly. Missing under CI: the suite
 * fails (.ci/run installs them), so a skip can never pass for a green run.
 */
export function systemTool(name: string): boolean {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).status === 0
  if (found) return true
  if (process.env.CI) throw new Error(`${name} is not installed; CI must install it (.ci/run)`)
  process.stderr.write(`\n!!! ${name} is not installed: its tests are SKIPPED (apt-get install ${name})\n\n`)
  return false
}
