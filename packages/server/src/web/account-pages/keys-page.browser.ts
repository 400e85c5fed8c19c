/**
 * The key-management page's script (bundled to /assets/keys-page.js): list the account's keys,
 * create one (shown once, with a copy button), revoke one after a confirmation.
 */
import type { ApiKey, Dynqr, Scope } from '@dynqr/sdk'
import { $, attempt, cell, say, startSession, when } from './session.browser.js'

const table = $<HTMLTableElement>('#keys-table')
const createForm = $<HTMLFormElement>('#create-key')
const newKey = $<HTMLElement>('#new-key')
const newKeyValue = $<HTMLInputElement>('#new-key-value')
const dialog = $<HTMLDialogElement>('#confirm-revoke')

function statusOf(key: ApiKey): string {
  if (key.revokedAt !== null) return 'Revoked'
  if (key.expiresAt !== null && Date.parse(key.expiresAt) <= Date.now()) return 'Expired'
  return 'Active'
}

function render(keys: ApiKey[]) {
  const body = table.tBodies[0] as HTMLTableSectionElement
  body.replaceChildren()
  for (const key of keys) {
    const row = body.insertRow()
    row.dataset.keyId = key.id
    cell(row, key.name ?? '(no name)')
    cell(row, `dqr_${key.prefix}…`)
    cell(row, key.scopes.join(', '))
    cell(row, when(key.createdAt), key.createdAt)
    cell(row, key.lastUsedAt === null ? 'Never' : when(key.lastUsedAt), key.lastUsedAt ?? undefined)
    cell(row, key.expiresAt === null ? 'Never' : when(key.expiresAt), key.expiresAt ?? undefined)
    cell(row, statusOf(key))
    const actions = row.insertCell()
    if (key.revokedAt === null) {
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = 'Revoke'
      button.setAttribute('aria-label', `Revoke the key ${key.name ?? key.prefix}`)
      button.addEventListener('click', () => confirmRevoke(key))
      actions.append(button)
    }
  }
}

const refresh = async (client: Dynqr) => render(await client.keys.list())
const session = startSession(refresh)

function confirmRevoke(key: ApiKey) {
  $<HTMLElement>('#confirm-text').textContent =
    `“${key.name ?? key.prefix}” (dqr_${key.prefix}…) stops working at once: every app using it gets 401 on its next request. This cannot be undone.`
  dialog.returnValue = ''
  dialog.onclose = () => {
    if (dialog.returnValue !== 'revoke') return
    void attempt(async () => {
      await session.client().keys.revoke(key.id)
      say(`Revoked “${key.name ?? key.prefix}”.`, 'success')
      await refresh(session.client())
    })
  }
  dialog.showModal()
}

createForm.addEventListener('submit', (event) => {
  event.preventDefault()
  const data = new FormData(createForm)
  const scopes = data.getAll('scope') as Scope[]
  if (scopes.length === 0) {
    say('Choose at least one scope.', 'error')
    return
  }
  const expiry = String(data.get('expiresAt') ?? '')
  void attempt(async () => {
    const created = await session.client().keys.create({
      name: String(data.get('name') ?? '').trim(),
      scopes,
      ...(expiry !== '' && { expiresAt: `${expiry}T00:00:00Z` }),
    })
    createForm.reset()
    newKeyValue.value = created.key
    newKey.hidden = false
    newKeyValue.focus()
    newKeyValue.select()
    say(`Created “${created.name ?? created.prefix}”. Copy the key now: it is shown only this once.`, 'success')
    await refresh(session.client())
  })
})

$<HTMLButtonElement>('#copy-key').addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(newKeyValue.value)
    say('The key is copied to the clipboard.', 'success')
  } catch {
    newKeyValue.select()
    say('Copying is not allowed here: the key is selected, copy it with Ctrl+C or ⌘C.', 'error')
  }
})
$<HTMLButtonElement>('#new-key-done').addEventListener('click', () => {
  newKeyValue.value = ''
  newKey.hidden = true
  say('The new key is no longer shown.')
})
$<HTMLButtonElement>('#refresh-keys').addEventListener('click', () => void attempt(() => refresh(session.client())))
