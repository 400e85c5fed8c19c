import type { OperationId } from '@dynqr/contract'
import type { PrintRequest, PrintService } from '../../domain/print/print-service.js'
import { principalOf } from '../authenticate.js'
import { clientGone, type Handler } from '../handler.js'

/** Whether `Accept` asks for a ZIP before a PDF (the default). */
export function wantsZip(accept: string | undefined): boolean {
  if (!accept?.includes('application/zip')) return false
  const quality = (type: string) =>
    Math.max(
      -1,
      ...accept.split(',').map((part) => {
        const [range = '', ...params] = part.trim().split(';')
        if (range.trim() !== type) return -1
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
        return q ? Number(q.slice(2)) : 1
      }),
    )
  return quality('application/zip') > quality('application/pdf')
}

/** `POST /print`: a sheet (PDF) or a ZIP of files, streamed once every code is proven and paid for. */
export function printHandlers(print: PrintService): Partial<Record<OperationId, Handler>> {
  return {
    printCodes: async (request, reply) => {
      const { accountId } = principalOf(request)
      const body = request.body as PrintRequest
      const signal = clientGone(reply)
      const zip = wantsZip(request.headers.accept)
      const stream = zip ? await print.zip(accountId, body, signal) : await print.sheet(accountId, body, signal)
      return reply
        .type(zip ? 'application/zip' : 'application/pdf')
        .header('content-disposition', `attachment; filename="dynqr-print.${zip ? 'zip' : 'pdf'}"`)
        .header('cache-control', 'no-store')
        .send(stream)
    },
  }
}
