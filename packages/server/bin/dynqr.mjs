#!/usr/bin/env -S node --max-semi-space-size=16 --no-allocation-site-pretenuring
// The dynqr program: `dynqr` (or `dynqr serve`) runs the server, `dynqr keys …` manages keys.
// The code lives in dist/: the published package ships it; in a checkout `npm ci` builds it.
// The young generation is capped at 2 × 16 MB: left to itself, V8 sizes it from the machine's
// memory (up to 128 MB on a 24 GB host) and a busy server's RSS grows by that much for no gain in
// throughput (docs/performance.md, "Memory"). Allocation-site pretenuring is off: in about half
// of the starts V8 tenured a site early and every redirect's garbage then lived through young
// collections into the old generation (+90 MB RSS, 15-20 % slower, p99 doubled; performance.md,
// "half of the program's starts were slow"). Run `node <flags> bin/dynqr.mjs` to choose others.
import { existsSync } from 'node:fs'
import { exitUnlessSupportedNode } from './supported-node.mjs'

// Before anything native loads: an unsupported Node says which it needs instead of crashing.
exitUnlessSupportedNode()

const entry = new URL('../dist/cli.js', import.meta.url)
if (!existsSync(entry)) {
  process.stderr.write('dynqr: not built yet (no dist/); run `npm ci` or `npm run build` in the repository first.\n')
  process.exit(2)
}
await import(entry.href)
