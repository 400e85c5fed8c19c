// The ceiling for any Node server: node:http answering a constant 302, no routing, no store.
import { createServer } from 'node:http'

const server = createServer((_req, res) => {
  res.writeHead(302, { location: 'https://example.com/', 'cache-control': 'no-store' })
  res.end()
})
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }))
})
