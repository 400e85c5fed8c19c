/**
 * The Link card's line about the code's custom domain (issue #42): "Served on menu.example.com
 * only"; hidden for a code on this server's own address. Its element is the Link card's
 * `#code-domain` (edit-form-markup.ts), which the form hands over.
 */
import type { QrCode } from '@dynqr/sdk'

export function showCodeDomain(line: HTMLElement, code: QrCode): void {
  line.hidden = !code.domain
  line.textContent = code.domain
    ? `Served on ${code.domain} only (its custom domain, fixed when the code was created).`
    : ''
}
