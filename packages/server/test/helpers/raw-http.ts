import { connect, type Socket } from 'node:net'

/** A client connection that writes raw HTTP/1.1 bytes, so a test can stop half-way through a request. */
export interface RawConnection {
  socket: Socket
  write: (text: string) => Promise<void>
  /** Everything the server has sent so far. */
  received: () => string
  /** Resolves when the connection is closed, by either side. */
  closed: Promise<void>
  /** Waits (boundedly) until the server's bytes match the pattern. */
  waitFor: (pattern: RegExp) => Promise<void>
}

export async function openRawConnection(port: string | number): Promise<RawConnection> {
  const socket = connect(Number(port), '127.0.0.1')
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  let received = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => {
    received += chunk
  })
  // A reset by the server counts as closing; the test looks at what was received.
  socket.on('error', () => {})
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  const write = (text: string) =>
    new Promise<void>((resolve, reject) => socket.write(text, (error) => (error ? reject(error) : resolve())))
  const waitFor = async (pattern: RegExp) => {
    for (let i = 0; i < 200 && !pattern.test(received) && !socket.destroyed; i += 1) {
      await new Promise((r) => setTimeout(r, 50))
    }
    if (!pattern.test(received)) throw new Error(`The server never sent ${pattern}; it sent:\n${received}`)
  }
  return { socket, write, received: () => received, closed, waitFor }
}

/** The head of a POST with a JSON body of `length` bytes, as a client sends it before the body. */
export function postHead(path: string, key: string, length: number): string {
  return [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Authorization: Bearer ${key}`,
    'Content-Type: application/json',
    `Content-Length: ${length}`,
    '',
    '',
  ].join('\r\n')
}

/** Resolves with true when the promise settles within `ms`, false otherwise: a bounded wait. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  const result = await Promise.race([promise.then(() => true as const), timeout])
  clearTimeout(timer)
  return result
}
