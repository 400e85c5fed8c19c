import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { openapiDocument } from '@dynqr/contract'
import type { FastifyInstance } from 'fastify'
import { accountPageHtml } from '../web/account-pages/account-pages-html.js'
import { editPageCsp } from '../web/edit-page/edit-page-html.js'
import { isLoopbackUrl } from '../web/loopback.js'
import { installDocsRoute } from './docs-route.js'

export interface StaticRoutesOptions {
  /** Where the edit page's built assets are (edit-page.js, edit-page.css). */
  assetsDir?: string | undefined
  /** A self-contained HTML API reference to serve at /docs (built by `npm run build`). */
  apiReferenceFile?: string | undefined
  /** `{site_url}`: the dashboard warns when it is a loopback address. */
  publicUrl?: string | undefined
}

const ASSET_TYPES: Record<string, string> = {
  'edit-page.js': 'text/javascript; charset=utf-8',
  'site.css': 'text/css; charset=utf-8',
  'keys-page.js': 'text/javascript; charset=utf-8',
  'dashboard-page.js': 'text/javascript; charset=utf-8',
  'members-page.js': 'text/javascript; charset=utf-8',
  'domains-page.js': 'text/javascript; charset=utf-8',
  'signin-page.js': 'text/javascript; charset=utf-8',
  'join-page.js': 'text/javascript; charset=utf-8',
  'reset-page.js': 'text/javascript; charset=utf-8',
}

/** The edit page's assets, read once at start; a missing directory serves none. */
async function loadAssets(dir: string | undefined): Promise<Map<string, { type: string; body: Buffer }>> {
  const assets = new Map<string, { type: string; body: Buffer }>()
  if (!dir) return assets
  for (const [file, type] of Object.entries(ASSET_TYPES)) {
    const body = await readFile(join(dir, file)).catch(() => undefined)
    if (body) assets.set(file, { type, body })
  }
  return assets
}

/**
 * The routes that are files, not operations of the contract: the edit page's assets, the
 * favicon, the contract itself and its HTML reference. (The probes are operations: the route
 * table serves them.)
 */
export async function staticRoutes(app: FastifyInstance, options: StaticRoutesOptions): Promise<void> {
  const assets = await loadAssets(options.assetsDir)
  app.get('/assets/:file', async (request, reply) => {
    const asset = assets.get((request.params as { file: string }).file)
    if (!asset) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
    }
    return reply.type(asset.type).header('cache-control', 'public, max-age=300').send(asset.body)
  })

  // No icon, but an answer, so browsers do not log a 404 for every page.
  app.get('/favicon.ico', async (_request, reply) =>
    reply.code(204).header('cache-control', 'public, max-age=86400').send(),
  )

  // The pages: everything they show or change goes through the API with the person's session
  // (a signed-out person is sent to /signin by the page's script), so the pages themselves are
  // public, like the edit page.
  // The site's front door is the dashboard (it sends a signed-out person to /signin first).
  app.get('/', async (_request, reply) =>
    // The same headers as a short link's redirect: `/` is matched by `/{shortId}` in the contract.
    reply
      .code(302)
      .headers({ location: '/dashboard', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' })
      .send(),
  )

  const loopback = options.publicUrl !== undefined && isLoopbackUrl(options.publicUrl)
  // Sign in, join and reset are operations of the contract (http/people/page-handlers.ts).
  for (const page of ['keys', 'dashboard', 'members', 'domains'] as const) {
    app.get(`/${page}`, async (_request, reply) =>
      reply
        .header('content-security-policy', editPageCsp("'self'"))
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(accountPageHtml(page, '/api/v1', { loopbackUrl: loopback ? options.publicUrl : undefined })),
    )
  }

  app.get('/openapi.json', { logLevel: 'warn' }, async () => openapiDocument)
  await installDocsRoute(app, options.apiReferenceFile)
}
