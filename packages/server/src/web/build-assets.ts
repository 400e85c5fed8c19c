/**
 * Builds the edit page's assets: `tsx src/web/build-assets.ts <out-dir>`. The script is bundled
 * with the SDK and the renderer from their sources, minified, as one ES module.
 */
import { copyFile, mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = dirname(fileURLToPath(import.meta.url))

export async function buildEditPageAssets(outDir: string): Promise<void> {
  await mkdir(outDir, { recursive: true })
  await build({
    entryPoints: [join(here, 'edit-page/edit-page.browser.ts')],
    outfile: join(outDir, 'edit-page.js'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    conditions: ['source'],
    legalComments: 'none',
    logLevel: 'warning',
  })
  await copyFile(join(here, 'edit-page/edit-page.css'), join(outDir, 'edit-page.css'))
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildEditPageAssets(process.argv[2] ?? join(here, '../../dist/assets'))
}
