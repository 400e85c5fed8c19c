/**
 * The dashboard's "Move codes in and out" section (issue 31): static markup, no user data. The
 * section's script (moving-section.browser.ts) inserts it into the signed-in part of the page.
 */
export const MOVING_SECTION_HTML = `
  <h2 id="moving-title">Change, import and export</h2>
  <div id="bulk-bar" role="group" aria-labelledby="bulk-title">
    <h3 id="bulk-title">Selected codes</h3>
    <p id="bulk-count" class="hint">Select codes in the list to send them all to a new address.</p>
    <div class="row">
      <div>
        <label for="bulk-target">Send the selected codes to (new address)</label>
        <input id="bulk-target" type="url" maxlength="2048" inputmode="url" placeholder="https://example.com/new">
      </div>
    </div>
    <button id="bulk-retarget" type="button" disabled>Retarget selected</button>
  </div>
  <form id="import-form" aria-labelledby="import-title">
    <h3 id="import-title">Import a CSV</h3>
    <p class="hint">Exports of Bitly, Dub, Shlink, Kutt or dynqr: columns are found by name (docs/import-export.md).</p>
    <label for="import-file">CSV file</label>
    <input id="import-file" name="file" type="file" accept=".csv,text/csv" required>
    <button class="primary" type="submit">Import</button>
    <progress id="import-progress" max="1" value="0" hidden aria-label="Import progress"></progress>
  </form>
  <div class="table-wrap">
    <table id="import-results" hidden>
      <caption id="import-summary" class="hint"></caption>
      <thead><tr><th scope="col">Line</th><th scope="col">Result</th><th scope="col">Short id</th><th scope="col">Detail</th></tr></thead>
      <tbody></tbody>
    </table>
  </div>
  <h3 id="export-title">Export</h3>
  <p>
    <button id="export-csv" type="button">Export every code as CSV</button>
    <button id="export-ndjson" type="button">Export as JSON Lines</button>
  </p>
`
