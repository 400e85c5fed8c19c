#!/usr/bin/env node
/**
 * `prepack` / `postpack` of the published packages: the `source` export condition points at
 * `src/*.ts`, which this repository resolves (Vitest, tsx --conditions=source) but no tarball
 * ships. Packed as is, a consumer whose tools set `source` (a common monorepo convention) could
 * not resolve the package. `node strip-source-condition.mjs` (prepack) removes every `source`
 * condition from ./package.json and keeps the original beside it; `--restore` (postpack) puts it
 * back. The tarball's package.json therefore names only files the tarball holds.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'

const manifest = 'package.json'
const kept = '.package.json.with-source'

if (process.argv.includes('--restore')) {
  if (existsSync(kept)) renameSync(kept, manifest)
} else {
  const text = readFileSync(manifest, 'utf8')
  const strip = (node) => {
    if (typeof node !== 'object' || node === null) return node
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => key !== 'source')
        .map(([key, value]) => [key, strip(value)]),
    )
  }
  const json = JSON.parse(text)
  writeFileSync(kept, text)
  writeFileSync(manifest, `${JSON.stringify({ ...json, exports: strip(json.exports) }, null, 2)}\n`)
}
