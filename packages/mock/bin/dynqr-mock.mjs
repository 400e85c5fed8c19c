#!/usr/bin/env node
// The dynqr mock for front-end teams; the code lives in dist/ (npm install builds it).
import { existsSync } from 'node:fs'

const entry = new URL('../dist/cli.js', import.meta.url)
if (!existsSync(entry)) {
  process.stderr.write('dynqr-mock: not built yet; run `npm run build` in the repository first.\n')
  process.exit(1)
}
await import(entry.href)
