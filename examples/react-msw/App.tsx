import { type Dynqr, InvalidRequestError, type QrCode } from '@dynqr/sdk'
import { type FormEvent, useCallback, useEffect, useState } from 'react'

/** What the create form reports: the SDK's error details name the field and what is wrong. */
function problem(error: unknown): string {
  if (error instanceof InvalidRequestError) return error.details.map((d) => d.message).join('; ') || error.message
  return error instanceof Error ? error.message : String(error)
}

/** The account's codes, newest first, and a form that creates one. */
export function App({ dynqr }: { dynqr: Dynqr }) {
  const [codes, setCodes] = useState<QrCode[]>([])
  const [total, setTotal] = useState<number | undefined>()
  const [targetUrl, setTargetUrl] = useState('')
  const [status, setStatus] = useState('Loading…')

  const load = useCallback(async () => {
    const page = await dynqr.qrcodes.list({ limit: 20, sort: 'createdAt', order: 'desc' })
    setCodes(page.data)
    setTotal(page.pagination.total)
  }, [dynqr])

  useEffect(() => {
    load().then(
      () => setStatus(''),
      (error: unknown) => setStatus(problem(error)),
    )
  }, [load])

  async function create(event: FormEvent) {
    event.preventDefault()
    try {
      const code = await dynqr.qrcodes.create({ targetUrl })
      setTargetUrl('')
      setStatus(`Created ${code.shortId}`)
      await load()
    } catch (error) {
      setStatus(problem(error))
    }
  }

  return (
    <main>
      <h1>My QR codes</h1>
      <form onSubmit={create}>
        <label>
          Target URL <input value={targetUrl} onChange={(event) => setTargetUrl(event.target.value)} required />
        </label>
        <button type="submit">Create</button>
      </form>
      <output>{status}</output>
      {total !== undefined && <p>{total} codes</p>}
      <ul aria-label="codes">
        {codes.map((code) => (
          <li key={code.shortId}>
            <a href={code.qrCodeUrl}>{code.shortId}</a> → {code.targetUrl} ({code.views} scans)
          </li>
        ))}
      </ul>
    </main>
  )
}
