// Which Node.js dynqr runs on, checked before anything native loads: on an unsupported Node a
// native addon (better-sqlite3) can take the process down with a segmentation fault instead of an
// error. Plain JavaScript with no imports but node:fs, so that bin/dynqr.mjs and dist/server.js
// can run it first; the supported lines are read from this package's `engines`.
import { readFileSync } from 'node:fs'

/** A version as [major, minor, patch]; missing parts are 0. */
const parts = (text) => {
  const [major = 0, minor = 0, patch = 0] = text.split('.').map((part) => Number.parseInt(part, 10) || 0)
  return [major, minor, patch]
}

const atLeast = (version, floor) => {
  for (let i = 0; i < 3; i += 1) if (version[i] !== floor[i]) return version[i] > floor[i]
  return true
}

/**
 * Whether `version` (as in `process.versions.node`) satisfies an `engines` range made of `^X.Y.Z`
 * and `>=X[.Y.Z]` alternatives joined by `||`. A range in any other form answers `undefined`.
 */
export function satisfiesEngines(version, range) {
  const have = parts(version)
  let satisfied = false
  for (const alternative of range.split('||').map((text) => text.trim())) {
    const caret = /^\^(\d+(?:\.\d+){0,2})$/.exec(alternative)
    const floor = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(alternative)
    if (caret?.[1]) {
      const want = parts(caret[1])
      satisfied ||= have[0] === want[0] && atLeast(have, want)
    } else if (floor?.[1]) {
      satisfied ||= atLeast(have, parts(floor[1]))
    } else {
      return undefined
    }
  }
  return satisfied
}

/** @dynqr/server's `engines.node`, from its package.json (one folder up from bin/ and from dist/). */
export function supportedNodeRange() {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  return pkg.engines?.node
}

/** The one line to print when this Node is not supported, or null when it is. */
export function unsupportedNodeMessage(version = process.versions.node, range = supportedNodeRange()) {
  if (typeof range !== 'string' || satisfiesEngines(version, range) !== false) return null
  return `dynqr: Node.js ${version} is not supported; run it on Node.js ${range.replaceAll('||', 'or')}.`
}

/** Exits with 1 and the one line on stderr when this Node is not supported. */
export function exitUnlessSupportedNode() {
  const message = unsupportedNodeMessage()
  if (message === null) return
  process.stderr.write(`${message}\n`)
  process.exit(1)
}
