#!/usr/bin/env node
// The dynqr program: `dynqr` (or `dynqr serve`) runs the server, `dynqr keys …` manages keys.
// The code lives in dist/: the published package ships it; in a checkout `npm ci` builds it.
import { existsSync } from 'node:fs'

const entry = new URL('../dist/cli.js', import.meta.url)
if (!existsSync(entry)) {
  process.stderr.write('dynqr: not built yet (no dist/); run `npm ci` or `npm run build` in the repository first.\n')
  process.exit(2)
}
await import(entry.href)
