/**
 * The edit page's history card (code-history.browser.ts fills it, issue #41): static markup, no
 * user data; the page places it after the scans.
 */
export function codeHistoryHtml(): string {
  return `<section id="history" class="card" hidden aria-labelledby="history-title">
  <h2 id="history-title">History</h2>
  <p class="hint">Who changed this code and when, newest first. Restoring a target saves it at once.</p>
  <p id="history-status" class="feedback" role="status" aria-live="polite"></p>
  <ol id="history-list" class="history"></ol>
  <div id="history-older" hidden>
    <div class="actions"><button id="history-more" type="button">Show older changes</button></div>
  </div>
</section>`
}
