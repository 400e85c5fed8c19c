import { describe, expect, it } from 'vitest'
import { ConfigError } from '../src/config.js'
import { describeStartFailure } from '../src/start-errors.js'

const coded = (code: string, message = code) => Object.assign(new Error(message), { code })

describe('start failures, in one line', () => {
  it('names what PostgreSQL refused and how to fix it, through the store’s wrapping', () => {
    const wrapped = new Error('Could not open PostgreSQL at db:5432/dynqr: password authentication failed', {
      cause: coded('28P01'),
    })
    expect(describeStartFailure(wrapped, { database: 'postgres' })).toEqual({
      message: expect.stringMatching(/^cannot connect to PostgreSQL \(28P01\): the password was refused/),
      exitCode: 1,
    })
    const aggregate = Object.assign(new Error('connect'), { errors: [coded('ECONNREFUSED')] })
    expect(describeStartFailure(aggregate, { database: 'postgres' }).message).toContain('nothing is listening')
    expect(describeStartFailure(coded('3D000'), { database: 'postgres' }).message).toContain('createdb')
  })

  it('says a port is taken, a configuration is wrong (exit 2), and keeps other messages', () => {
    expect(describeStartFailure(coded('EADDRINUSE', 'listen EADDRINUSE'), { port: 3000 })).toEqual({
      message: 'port 3000 is already in use; stop the other process or set PORT',
      exitCode: 1,
    })
    expect(describeStartFailure(new ConfigError('PORT', 'is bad'))).toEqual({
      message: 'configuration error: PORT is bad',
      exitCode: 2,
    })
    expect(describeStartFailure(new Error('disk on fire'))).toEqual({ message: 'disk on fire', exitCode: 1 })
  })
})
