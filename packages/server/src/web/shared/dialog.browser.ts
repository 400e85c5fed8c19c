/**
 * Modal dialogs built on <dialog> (focus trapped and returned by the browser, Escape cancels):
 * `confirmAction` asks before something that cannot be undone; `openDialog` shows any form.
 */
import { el } from './dom.browser.js'

export interface ConfirmOptions {
  title: string
  text: string
  /** The label of the button that goes ahead ("Delete 3 codes"). */
  confirm: string
  /** The label of the button that does not ("Cancel" unless given). */
  cancel?: string
  danger?: boolean
}

let counter = 0

/**
 * A dialog with a title, a body and buttons; resolves with the value of the button pressed (the
 * form is method=dialog), or '' when cancelled with Escape. The dialog is removed afterwards.
 */
export function openDialog(
  title: string,
  body: Node[],
  buttons: { label: string; value: string; className?: string }[],
): Promise<{ value: string; form: HTMLFormElement }> {
  counter += 1
  const titleId = `dialog-title-${counter}`
  const form = el('form', { method: 'dialog' }, el('h2', { id: titleId }, title), ...body)
  const row = el('div', { class: 'actions' })
  for (const { label, value, className } of buttons) {
    row.append(el('button', { type: 'submit', value, class: className, autofocus: value === 'cancel' }, label))
  }
  form.append(row)
  const dialog = el('dialog', { 'aria-labelledby': titleId }, form)
  document.body.append(dialog)
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      resolve({ value: dialog.returnValue, form })
      dialog.remove()
    })
    dialog.showModal()
  })
}

/** Asks before an action; true when confirmed. */
export async function confirmAction(options: ConfirmOptions): Promise<boolean> {
  const { value } = await openDialog(
    options.title,
    [el('p', {}, options.text)],
    [
      { label: options.cancel ?? 'Cancel', value: 'cancel' },
      { label: options.confirm, value: 'confirm', className: options.danger ? 'danger' : 'primary' },
    ],
  )
  return value === 'confirm'
}
