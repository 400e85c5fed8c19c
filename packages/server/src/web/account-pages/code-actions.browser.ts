/**
 * Pause, resume and delete, for one code or a selection: one API call per code (PATCH/DELETE
 * /qrcode/bulk may replace the loop later), each outcome counted, failures named.
 */
import type { Dynqr, QrCode } from '@dynqr/sdk'
import { confirmAction } from '../shared/dialog.browser.js'
import { explain, say } from '../shared/feedback.browser.js'

const plural = (n: number) => (n === 1 ? '1 code' : `${n} codes`)

async function each(ids: string[], action: (id: string) => Promise<unknown>) {
  const failures: string[] = []
  for (const id of ids) {
    try {
      await action(id)
    } catch (error) {
      failures.push(`${id}: ${explain(error)}`)
    }
  }
  return failures
}

function report(done: string, ids: string[], failures: string[], where: HTMLElement) {
  if (failures.length === 0) say(`${done} ${plural(ids.length)}.`, 'success', where)
  else say(`${done} ${ids.length - failures.length} of ${ids.length}. ${failures.join('; ')}`, 'error', where)
}

/** Switches codes on or off; resolves once every call has answered. */
export async function setActive(client: Dynqr, ids: string[], active: boolean, where: HTMLElement): Promise<void> {
  const failures = await each(ids, (id) => client.qrcodes.update(id, { active }))
  report(active ? 'Resumed' : 'Paused', ids, failures, where)
}

/** Deletes codes after a confirmation; resolves true when they were asked to be deleted. */
export async function deleteCodes(client: Dynqr, ids: string[], where: HTMLElement, one?: QrCode): Promise<boolean> {
  if (ids.length === 0) return false
  const what = one ? `“${one.title ?? one.shortId}” (${one.qrCodeUrl})` : plural(ids.length)
  const confirmed = await confirmAction({
    title: ids.length === 1 ? 'Delete this QR code?' : `Delete ${plural(ids.length)}?`,
    text: `Deleting ${what} cannot be undone: printed copies answer “deleted” (410) from now on, and the short id is never given out again.`,
    confirm: ids.length === 1 ? 'Delete' : `Delete ${plural(ids.length)}`,
    danger: true,
  })
  if (!confirmed) {
    say('Nothing was deleted.', 'info', where)
    return false
  }
  const failures = await each(ids, (id) => client.qrcodes.delete(id))
  report('Deleted', ids, failures, where)
  return true
}
