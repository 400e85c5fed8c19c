import { readFileSync } from 'node:fs'
import { openapiDocument } from '@dynqr/contract'

/** This kit's version (its package.json, from src/ and dist/ alike). */
export const KIT_VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version

/** What checked the deployment, for the report's header: the kit's version and the contract's (`info.version`). */
export function versions(): string {
  const contract = (openapiDocument as { info?: { version?: string } }).info?.version ?? 'unknown'
  return `kit ${KIT_VERSION}, contract ${contract}`
}
