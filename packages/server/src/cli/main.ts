import { runCli } from './dynqr-cli.js'

const code = await runCli(process.argv.slice(2), {
  env: process.env,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
})
process.exitCode = code
