/**
 * The dashboard's "Import and export" card (issue 31; review 2026-11, #6 and #7): static markup, no
 * user data. The section's script (moving-section.browser.ts) inserts it into the signed-in part of
 * the page. The bulk actions on selected codes are the list's own bar (bulk-bar.browser.ts).
 */
export const MOVING_SECTION_HTML = `
  <h2 id="moving-title">Import and export</h2>
  <form id="import-form" aria-labelledby="import-title">
    <h3 id="import-title">Import a CSV</h3>
    <p class="hint">Exports of Bitly, Dub, Shlink, Kutt or dynqr: columns are found by name, tags kept. <a href="https://github.com/dynqr/dynqr/blob/main/docs/import-export.md">How columns are read</a></p>
    <div class="row">
      <div>
        <label for="import-file">CSV file</label>
        <input id="import-file" name="file" type="file" accept=".csv,text/csv" required>
      </div>
    </div>
    <div class="actions">
      <button type="submit">Preview</button>
    </div>
  </form>
  <div id="import-preview" hidden>
    <p id="import-preview-summary"></p>
    <div class="actions">
      <button id="import-go" type="button" class="primary">Import</button>
      <button id="import-cancel" type="button">Cancel</button>
    </div>
  </div>
  <progress id="import-progress" max="1" value="0" hidden aria-label="Import progress"></progress>
  <div class="table-wrap">
    <table id="import-results" hidden>
      <caption id="import-summary" class="hint"></caption>
      <thead><tr><th scope="col">Line</th><th scope="col">Result</th><th scope="col">Short id</th><th scope="col">Detail</th></tr></thead>
      <tbody></tbody>
    </table>
  </div>
  <h3 id="export-title">Export</h3>
  <div class="actions">
    <button id="export-csv" type="button">Export every code as CSV</button>
    <button id="export-ndjson" type="button">Export as JSON Lines</button>
  </div>
`
