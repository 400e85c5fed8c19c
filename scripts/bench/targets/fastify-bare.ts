// A bare Fastify route answering a constant 302: what the framework alone costs.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/:shortId', (_request, reply) => {
  reply.code(302).header('location', 'https://example.com/').header('cache-control', 'no-store').send()
})
const address = await app.listen({ port: 0, host: '127.0.0.1' })
console.log(JSON.stringify({ port: Number(new URL(address).port) }))
