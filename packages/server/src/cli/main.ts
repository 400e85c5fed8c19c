import { loadEnvFiles } from '../env-file.js'
import { runCli } from './dynqr-cli.js'

const io = {
  env: process.env,
  out: (text: string) => process.stdout.write(text),
  err: (text: string) => process.stderr.write(text),
  progressTty: process.stderr.isTTY ? process.stderr : undefined,
  stdout: process.stdout,
}
let code: number
try {
  loadEnvFiles()
  code = await runCli(process.argv.slice(2), io)
} catch (error) {
  io.err(`dynqr: ${error instanceof Error ? error.message : String(error)}\n`)
  code = 2
}
process.exitCode = code
