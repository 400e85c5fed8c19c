/**
 * Builds the web pages' assets: `tsx src/web/build-assets.ts <out-dir>`. Each page's script is
 * bundled with the SDK (and the edit page's with the renderer) from their sources, minified, as
 * one ES module; the styles' sources are joined into the one stylesheet every page links, site.css.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = dirname(fileURLToPath(import.meta.url))

/** The stylesheet's sources, in order: tokens and elements, then page parts, then sections. */
const STYLE_SOURCES = [
  'shared/base.css',
  'shared/components.css',
  'account-pages/dashboard.css',
  'edit-page/edit-page.css',
  'analytics/analytics.css',
  'branding/branding.css',
  'brand-kit/brand-kit.css',
  'people/people.css',
  'domains/domains.css',
  'edit-page/routing.css',
  'edit-page/target-health.css',
  'public-pages/public-page.css',
]

export async function buildEditPageAssets(outDir: string): Promise<void> {
  await mkdir(outDir, { recursive: true })
  await build({
    entryPoints: {
      'edit-page': join(here, 'edit-page/edit-page.browser.ts'),
      'keys-page': join(here, 'account-pages/keys-page.browser.ts'),
      'dashboard-page': join(here, 'account-pages/dashboard-page.browser.ts'),
      'members-page': join(here, 'people/members-page.browser.ts'),
      'domains-page': join(here, 'domains/domains-page.browser.ts'),
      'signin-page': join(here, 'people/signin-page.browser.ts'),
      'join-page': join(here, 'people/join-page.browser.ts'),
      'reset-page': join(here, 'people/reset-page.browser.ts'),
    },
    outdir: outDir,
    entryNames: '[name]',
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    conditions: ['source'],
    legalComments: 'none',
    logLevel: 'warning',
  })
  const styles = await Promise.all(STYLE_SOURCES.map((file) => readFile(join(here, file), 'utf8')))
  await writeFile(join(outDir, 'site.css'), styles.join('\n'))
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildEditPageAssets(process.argv[2] ?? join(here, '../../dist/assets'))
}
