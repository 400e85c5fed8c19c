import { join } from 'node:path'
import { build } from 'esbuild'

/**
 * Builds the bench's targets (scripts/bench/targets/*.ts) into `node_modules/.cache/dynqr-bench`
 * of the checkout and returns that folder. The targets run as plain JavaScript, as a deployed
 * server does: under tsx every process would carry its loader thread and transforms (≈ 34 MB of
 * RSS here) into the memory figures. Built next to the packages they import, which stay external.
 */
export async function buildTargets(root: string, files: readonly string[]): Promise<string> {
  const outdir = join(root, 'node_modules/.cache/dynqr-bench')
  await build({
    entryPoints: files.map((file) => join(root, 'scripts/bench/targets', file)),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    logLevel: 'warning',
  })
  return outdir
}
