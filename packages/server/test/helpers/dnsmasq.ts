import { type ChildProcess, spawn } from 'node:child_process'
import { createSocket } from 'node:dgram'
import { Resolver } from 'node:dns/promises'
import { once } from 'node:events'
import { createServer } from 'node:net'

/** Whether `port` on 127.0.0.1 can be bound now, for UDP and for TCP (dnsmasq takes both). */
async function bindable(port: number): Promise<boolean> {
  const udp = createSocket('udp4')
  const tcp = createServer()
  try {
    udp.bind(port, '127.0.0.1')
    await once(udp, 'listening')
    tcp.listen(port, '127.0.0.1')
    await once(tcp, 'listening')
    return true
  } catch {
    return false
  } finally {
    // A socket whose bind failed is already closed: closing it again throws.
    try {
      udp.close()
    } catch {}
    tcp.close()
  }
}

/**
 * A port for dnsmasq, free for UDP and TCP, below the kernel's ephemeral range (32768 and up):
 * a port the kernel hands out (bind to 0) can be taken a moment later by another test's outgoing
 * TCP connection, and dnsmasq then fails with "Address already in use".
 */
async function freeDnsPort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    if (await bindable(port)) return port
  }
  throw new Error('no free port for dnsmasq between 20000 and 32000')
}

/** A real DNS server on loopback (Debian's dnsmasq) serving the TXT records it is given, nothing else. */
export class Dnsmasq {
  #process: ChildProcess | undefined
  port = 0

  /** `127.0.0.1:<port>`, as DNS_SERVERS takes it. */
  get server(): string {
    return `127.0.0.1:${this.port}`
  }

  /**
   * (Re)starts it on its port with exactly these TXT records (name → value). Its first start
   * takes another port when the one it chose was taken meanwhile; a restart keeps its port (the
   * server under test was given it) and tries it again for a while.
   */
  async start(records: Record<string, string> = {}): Promise<void> {
    await this.stop()
    const first = this.port === 0
    if (first) this.port = await freeDnsPort()
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.#spawn(records)
      } catch (error) {
        if (!(error instanceof Error && /Address already in use/.test(error.message)) || attempt === 5) throw error
        if (first) this.port = await freeDnsPort()
        else await new Promise((resolve) => setTimeout(resolve, 200))
      }
    }
  }

  async #spawn(records: Record<string, string>): Promise<void> {
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
