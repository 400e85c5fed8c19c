import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { randomPort, startServerProcess } from './helpers/server-process.js'

const run = promisify(execFile)
const README = join(import.meta.dirname, '../../../README.md')

interface Step {
  comment: string
  command: string
}

/** The commands of the README's "60-second tour" block, each with the comment above it. */
export function tourSteps(readme: string): Step[] {
  const tour = readme.split('## A 60-second tour')[1] ?? ''
  const block = /```sh\n([\s\S]*?)```/.exec(tour)?.[1] ?? ''
  const steps: Step[] = []
  let comment = ''
  let command = ''
  for (const line of block.split('\n')) {
    if (command !== '') {
      command += `\n${line}`
      if (!line.trimEnd().endsWith('\\')) {
        steps.push({ comment, command })
        command = ''
      }
    } else if (line.startsWith('#')) {
      comment = line.slice(1).trim()
    } else if (line.trim() !== '' && !line.startsWith('export ')) {
      command = line
      if (!line.trimEnd().endsWith('\\')) {
        steps.push({ comment, command })
        command = ''
      }
    }
  }
  return steps
}

/**
 * The README's tour, run as written against `npm start`'s server (the key it prints beside the
 * setup link, the port swapped): every command succeeds, the scan counts as a view and the list says `views: 1`.
 */
describe('the README tour', () => {
  it('runs as written and shows what it promises', async () => {
    const steps = tourSteps(readFileSync(README, 'utf8'))
    expect(steps.map((s) => s.command.split(' ').slice(0, 3).join(' '))).toContain(
      'curl -si http://127.0.0.1:3000/menu',
    )
    const dir = mkdtempSync(join(tmpdir(), 'dynqr-tour-'))
    const port = randomPort()
    const server = startServerProcess({ PORT: port, DATABASE_URL: `sqlite:${join(dir, 'dynqr.db')}` })
    try {
      await server.waitFor(/dynqr is serving/)
      const key = /DYNQR_API_KEY=(dqr_[0-9A-Za-z]+)/.exec(server.output().stderr)?.[1]
      expect(key).toBeDefined()
      // Beside it, the one-time setup link that creates the owner; its page answers.
      const setup = /(http:\/\/\S+\/join#\S+)/.exec(server.output().stderr)?.[1]
      expect(setup, 'npm start prints a setup link').toBeDefined()
      const joinPage = await fetch(String(setup).replace('http://127.0.0.1:3000', `http://127.0.0.1:${port}`))
      expect(joinPage.status).toBe(200)
      const env = { ...process.env, DYNQR_API_KEY: String(key), API: `http://127.0.0.1:${port}/api/v1` }
      const outputs: Record<string, string> = {}
      for (const step of steps) {
        const command = step.command.replaceAll('http://127.0.0.1:3000', `http://127.0.0.1:${port}`)
        const { stdout } = await run('sh', ['-c', command], { cwd: dir, env })
        outputs[step.comment] = stdout
      }
      const find = (start: string) => Object.entries(outputs).find(([comment]) => comment.startsWith(start))?.[1] ?? ''
      expect(find('create')).toContain('"shortId":"menu"')
      expect(find('scan the short link')).toMatch(/^HTTP\/1\.1 302/)
      expect(find('list')).toContain('"views":1')
      expect(find('delete')).toBe('204\n')
      expect(readFileSync(join(dir, 'menu.png')).subarray(1, 4).toString()).toBe('PNG')
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  }, 60_000)
})
