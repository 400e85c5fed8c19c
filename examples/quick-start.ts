/**
 * Quick start: create a code, scan-ready link, change its target.
 *   DYNQR_API_KEY=dqr_… DYNQR_BASE_URL=http://127.0.0.1:3000/api/v1 npx tsx examples/quick-start.ts
 */
import { Dynqr } from '@dynqr/sdk'

// The key and base URL come from DYNQR_API_KEY and DYNQR_BASE_URL.
const dynqr = new Dynqr()

const code = await dynqr.qrcodes.create({
  targetUrl: 'https://example.com/menu',
  qrCodeOptions: { dotsOptions: { type: 'rounded', color: '#1a2b3c' } },
})
console.log(`Print this as a QR code: ${code.qrCodeUrl}`)

const moved = await dynqr.qrcodes.update(code.shortId, { targetUrl: 'https://example.com/dinner' })
console.log(`${moved.shortId} now leads to ${moved.targetUrl} (${moved.views} views so far)`)
