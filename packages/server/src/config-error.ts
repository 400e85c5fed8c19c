/** A configuration value that stops the start, naming the variable. */
export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`${variable} ${problem}`)
    this.name = 'ConfigError'
  }
}
