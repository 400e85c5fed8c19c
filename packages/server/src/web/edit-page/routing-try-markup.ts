/**
 * The Routing card's "Try a scan" part (routing-try.browser.ts wires it; routing-card-markup.ts
 * places it last in the card). Static markup, no user data.
 */
/** "Try a scan": a scan described by its device, OS, country, language, time and link parameters. */
export function tryScanHtml(): string {
  return `<h3 id="try-title">Try a scan</h3>
  <p class="hint">Where would such a scan go? This asks the server about the saved settings and counts nothing.</p>
  <div class="row try-scan">
    <div>
      <label for="try-os">Operating system</label>
      <select id="try-os"></select>
    </div>
    <div>
      <label for="try-device">Device</label>
      <select id="try-device"></select>
    </div>
    <div class="narrow">
      <label for="try-country">Country</label>
      <input id="try-country" type="text" maxlength="2" autocomplete="off" placeholder="DE">
    </div>
    <div class="narrow">
      <label for="try-language">Language</label>
      <input id="try-language" type="text" maxlength="3" autocomplete="off" placeholder="de">
    </div>
    <div>
      <label for="try-at">At (UTC; empty: now)</label>
      <input id="try-at" type="datetime-local" step="60">
    </div>
    <div>
      <label for="try-query">Link parameters</label>
      <input id="try-query" type="text" maxlength="500" autocomplete="off" placeholder="ref=poster">
    </div>
  </div>
  <div class="actions">
    <button id="try-scan" type="button">Try a scan</button>
  </div>
  <p id="try-result" class="try-result" role="status" aria-live="polite"></p>`
}
