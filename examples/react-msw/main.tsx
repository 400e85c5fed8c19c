/**
 * A React app on the dynqr SDK, developed against @dynqr/mock's MSW handlers: the service worker
 * answers `/api/v1` in the page, so the app runs before (and without) the backend. Point the SDK
 * at the real deployment and drop `startMocks` to go live.
 */
import { DEMO_KEY } from '@dynqr/mock/msw'
import { Dynqr } from '@dynqr/sdk'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { startMocks } from './mocks.js'

const baseUrl = `${location.origin}/api/v1`
await startMocks(baseUrl)
// DEMO_KEY is the mock's; a real app's key belongs to its user, never in public front-end code.
const dynqr = new Dynqr({ apiKey: DEMO_KEY, baseUrl })
const root = document.getElementById('root')
if (root) createRoot(root).render(<App dynqr={dynqr} />)
