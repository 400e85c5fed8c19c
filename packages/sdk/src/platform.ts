import { VERSION } from './version.js'

interface MaybeProcess {
  process?: { env?: Record<string, string | undefined>; versions?: { node?: string } }
  EdgeRuntime?: unknown
}
const world = globalThis as MaybeProcess

/** An environment variable where the platform has them (Node, Deno, edge runtimes); else undefined. */
export function readEnv(name: string): string | undefined {
  try {
    const value = world.process?.env?.[name]
    return value?.trim() ? value.trim() : undefined
  } catch {
    return undefined // Deno without --allow-env throws
  }
}

/**
 * `dynqr-sdk/<version> node/<v>` on Node, `… edge-runtime` on edge runtimes; undefined in
 * browsers, which do not let a page set the User-Agent.
 */
export function userAgent(): string | undefined {
  if (typeof world.EdgeRuntime === 'string') return `dynqr-sdk/${VERSION} edge-runtime`
  const node = world.process?.versions?.node
  return typeof node === 'string' ? `dynqr-sdk/${VERSION} node/v${node}` : undefined
}

/**
 * A random UUID v4: `crypto.randomUUID` where it exists (Node, secure browser contexts), else
 * built from `crypto.getRandomValues`, which plain-http pages have too.
 */
export function uuid(): string {
  const { crypto } = globalThis
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
