/**
 * The dynqr API in the page's service worker, before the backend exists: @dynqr/mock's stateful
 * MSW handlers at this page's own origin (no port, no CORS). Creates are remembered until the
 * page reloads; invalid ones are refused with the server's 400 and `details`.
 */
import { statefulHandlers } from '@dynqr/mock/msw'
import { setupWorker } from 'msw/browser'

export async function startMocks(baseUrl: string): Promise<void> {
  const mock = statefulHandlers({ baseUrl })
  // mockServiceWorker.js is msw's worker script, served next to index.html (`npx msw init <dir>`).
  await setupWorker(...mock.handlers).start({ serviceWorker: { url: './mockServiceWorker.js' }, quiet: true })
}
