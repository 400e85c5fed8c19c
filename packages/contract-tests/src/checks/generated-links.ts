import { OPERATIONS, openapiDocument } from '@dynqr/contract'
import { type Check, check, type FullRun, type Node, requestExample } from '../check.js'
import type { Exchange } from '../contract-validator.js'

/** An OpenAPI link: the operation it leads to and how its parameters come from the response. */
interface Link {
  name: string
  operationId: string
  parameters: Record<string, string>
}

/** The links openapi.yaml declares on each response, by operation and status. */
export function declaredLinks(): { operationId: string; status: number; links: Link[] }[] {
  const paths = (openapiDocument as { paths: Record<string, Node> }).paths
  return OPERATIONS.flatMap((op) => {
    const responses = ((paths[op.path]?.[op.method.toLowerCase()] as Node | undefined)?.responses ?? {}) as Node
    return Object.entries(responses).flatMap(([status, response]) => {
      const links = Object.entries(((response as Node).links ?? {}) as Record<string, Node>).map(([name, link]) => ({
        name,
        operationId: String(link.operationId),
        parameters: (link.parameters ?? {}) as Record<string, string>,
      }))
      return links.length ? [{ operationId: op.operationId, status: Number(status), links }] : []
    })
  })
}

/** A runtime expression of the subset the contract uses: `$response.body#/<pointer>`. */
function evaluate(expression: string, exchange: Exchange): string {
  const match = /^\$response\.body#(\/.*)$/.exec(expression)
  if (!match?.[1]) return expression
  const value = match[1]
    .slice(1)
    .split('/')
    .reduce<unknown>(
      (node, key) => (node as Node | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')],
      exchange.json,
    )
  return String(value)
}

const methodOf = (operationId: string) => OPERATIONS.find((o) => o.operationId === operationId)?.method ?? 'GET'

/**
 * Stateful sequences from the contract's `links`: make a resource, follow every link from the
 * answer (the deleting ones last), then follow the others again and find the resource gone.
 */
export function generatedLinkChecks({ kit }: FullRun): Check[] {
  return declaredLinks().map(({ operationId, status, links }) => {
    const reading = links.filter((l) => methodOf(l.operationId) !== 'DELETE')
    const deleting = links.filter((l) => methodOf(l.operationId) === 'DELETE')
    const targets = [...reading, ...deleting].map((l) => l.operationId).join(', ')
    return check(
      operationId,
      `generated: follows the links of its ${status} (${targets}), then finds it gone`,
      async () => {
        const source = await kit.call(operationId, { body: requestExample(operationId) })
        kit.require(source, source.status === status, `must answer ${status} to follow its links`)
        const follow = async (link: Link) => {
          const params = Object.fromEntries(Object.entries(link.parameters).map(([k, v]) => [k, evaluate(v, source)]))
          const body = requestExample(link.operationId)
          return kit.call(link.operationId, { params, ...(body !== undefined && { body }) })
        }
        for (const link of reading) {
          const exchange = await follow(link)
          kit.expect(exchange, exchange.status < 400, `link ${link.name} must lead to a success`)
        }
        for (const link of deleting) {
          const exchange = await follow(link)
          kit.expect(exchange, exchange.status >= 200 && exchange.status < 300, `link ${link.name} must delete`)
        }
        if (deleting.length === 0) return
        for (const link of reading) {
          const exchange = await follow(link)
          kit.expect(
            exchange,
            [404, 410].includes(exchange.status),
            `after ${deleting[0]?.name}, ${link.name} must answer 404 or 410`,
          )
        }
      },
    )
  })
}
