/**
 * Ports for the servers the tests start. Drawn below Linux's ephemeral range (32768–60999):
 * every client socket of the suite (HTTP clients, PostgreSQL connections, Prism's own) takes a
 * local port from that range, and a server asked to listen on one of them fails with
 * EADDRINUSE, as the kit's Prism once did in CI.
 */
export const randomPort = (): number => 10_000 + Math.floor(Math.random() * 22_000)
