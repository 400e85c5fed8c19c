/**
 * Quick start: create a code, scan-ready link, change its target.
 *   DYNQR_KEY=dqr_… DYNQR_BASE_URL=http://127.0.0.1:3000/api/v1 npx tsx examples/quick-start.ts
 */
import { Dynqr } from '@dynqr/sdk'

const dynqr = new Dynqr({
  apiKey: process.env.DYNQR_KEY ?? '',
  baseUrl: process.env.DYNQR_BASE_URL ?? 'http://127.0.0.1:3000/api/v1',
})

const code = await dynqr.qrcodes.create({
  targetUrl: 'https://example.com/menu',
  qrCodeOptions: { dotsOptions: { type: 'rounded', color: '#1a2b3c' } },
})
console.log(`Print this as a QR code: ${code.qrCodeUrl}`)

const moved = await dynqr.qrcodes.update(code.shortId, { targetUrl: 'https://example.com/dinner' })
console.log(`${moved.shortId} now leads to ${moved.targetUrl} (${moved.views} views so far)`)
