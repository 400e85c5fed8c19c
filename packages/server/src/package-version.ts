import { existsSync, readFileSync } from 'node:fs'

/** @dynqr/server's version, from its package.json (one folder up from dist/ and from src/). */
export function packageVersion(): string {
  const file = new URL('../package.json', import.meta.url)
  if (!existsSync(file)) return '0.0.0'
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string }
  return pkg.name === '@dynqr/server' && pkg.version ? pkg.version : '0.0.0'
}
