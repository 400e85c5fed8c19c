import type autocannon from 'autocannon'
import { describe, expect, it } from 'vitest'
import { spreadRequests } from './load.js'

describe('the spread workload', () => {
  it('sends each request of a run, whichever connection sends it, to the next path', () => {
    const paths = ['/c0', '/c1', '/c2', '/c3']
    const [request] = spreadRequests(paths, 2)
    // autocannon calls setupRequest once a request, on each connection's copy of the list:
    // two connections sending their first requests ask for two different codes.
    const setup = request?.setupRequest as (request: autocannon.Request, context: object) => autocannon.Request
    const send = () => setup({ method: 'GET', path: '/' }, {}).path
    expect([send(), send(), send(), send(), send()]).toEqual(['/c2', '/c3', '/c0', '/c1', '/c2'])
  })
})
