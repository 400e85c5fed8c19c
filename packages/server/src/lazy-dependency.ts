import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * A dependency loaded on its first use rather than at start: PDF output (pdfkit), ZIP print runs
 * (fflate) and invitation mail (nodemailer) cost a server that never uses them 20–40 MB of
 * memory when imported at start (docs/performance.md, "Memory"), and most servers use them
 * rarely or never. Synchronous (`require`): the callers stay as they are, and the first use pays
 * the load once.
 */
export function lazyDependency<Module>(name: string): () => Module {
  let loaded: Module | undefined
  return () => {
    loaded ??= require(name) as Module
    return loaded
  }
}
