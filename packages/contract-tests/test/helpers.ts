import { ApiKeyService, composeApp, type Store } from '@dynqr/server'
import type { FastifyInstance } from 'fastify'

export { type Running, randomPort, startPrism } from '../../../scripts/test-support/prism.js'

import type { Running } from '../../../scripts/test-support/prism.js'

export interface RunningServer extends Running {
  app: FastifyInstance
  apiKey: string
  otherApiKey: string
  port: number
}

/** The reference server over a store, listening on a free port, with keys of two accounts. */
export async function startServer(
  store: Store,
  publicUrl?: (port: number) => string,
  configure?: (app: FastifyInstance) => void,
): Promise<RunningServer> {
  const keys = new ApiKeyService(store)
  const apiKey = (await keys.issueKey('contract')).key
  const otherApiKey = (await keys.issueKey('contract-other')).key
  // The public URL must be known before listening; reserve a port first.
  const probe = await composeApp({ store, publicUrl: 'http://127.0.0.1:1' })
  const port = Number(new URL(await probe.listen({ port: 0, host: '127.0.0.1' })).port)
  await probe.close()
  const app = await composeApp({
    store,
    publicUrl: publicUrl ? publicUrl(port) : `http://127.0.0.1:${port}`,
    // Hooks added by `configure` must see short links too, so they take the Fastify route.
    ...(configure && { shortLinkFastPath: false }),
  })
  configure?.(app)
  await app.listen({ port, host: '127.0.0.1' })
  return {
    app,
    apiKey,
    otherApiKey,
    port,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await app.close()
      await store.close()
    },
  }
}
