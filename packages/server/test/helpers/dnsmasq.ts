import { type ChildProcess, spawn } from 'node:child_process'
import { createSocket } from 'node:dgram'
import { Resolver } from 'node:dns/promises'
import { once } from 'node:events'

/** A free UDP port on 127.0.0.1 (dnsmasq binds TCP on it too; a clash is retried by the caller's restart). */
async function freeUdpPort(): Promise<number> {
  const socket = createSocket('udp4')
  socket.bind(0, '127.0.0.1')
  await once(socket, 'listening')
  const { port } = socket.address()
  socket.close()
  return port
}

/** A real DNS server on loopback (Debian's dnsmasq) serving the TXT records it is given, nothing else. */
export class Dnsmasq {
  #process: ChildProcess | undefined
  port = 0

  /** `127.0.0.1:<port>`, as DNS_SERVERS takes it. */
  get server(): string {
    return `127.0.0.1:${this.port}`
  }

  /** (Re)starts it on its port with exactly these TXT records (name → value). */
  async start(records: Record<string, string> = {}): Promise<void> {
    await this.stop()
    if (this.port === 0) this.port = await freeUdpPort()
    const args = [
      `--port=${this.port}`,
      '--no-resolv',
      '--no-hosts',
      '--listen-address=127.0.0.1',
      '--bind-interfaces',
      '--conf-file=/dev/null',
      '--pid-file=',
      '-k',
      ...Object.entries(records).map(([name, value]) => `--txt-record=${name},${value}`),
    ]
    const child = spawn('dnsmasq', args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr?.on('data', (chunk) => {
      errors += chunk
    })
    this.#process = child
    // Ready when it answers: a name it has no record of is refused (it has no upstream).
    const resolver = new Resolver({ timeout: 200, tries: 1 })
    resolver.setServers([this.server])
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if (child.exitCode !== null) throw new Error(`dnsmasq exited: ${errors}`)
      const answered = await resolver.resolveTxt('ready.invalid').then(
        () => true,
        (error: { code?: string }) => error.code !== 'ECONNREFUSED' && error.code !== 'ETIMEOUT',
      )
      if (answered) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`dnsmasq did not answer on ${this.server}: ${errors}`)
  }

  async stop(): Promise<void> {
    const child = this.#process
    this.#process = undefined
    if (!child || child.exitCode !== null) return
    child.kill('SIGTERM')
    await once(child, 'exit')
  }
}
