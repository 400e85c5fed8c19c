/**
 * The edit page's destination health line (target-health.browser.ts fills it, issue #44): static
 * markup, no user data; the page places it at the top of the form.
 */
export function targetHealthHtml(): string {
  return `<section id="target-health" class="target-health" data-status="unknown" aria-labelledby="target-health-title">
  <h2 id="target-health-title" class="visually-hidden">Destination health</h2>
  <p id="target-health-summary" class="target-health-summary"></p>
  <p id="target-health-detail" class="hint"></p>
</section>`
}
