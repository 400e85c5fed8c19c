/** The dashboard's "Print a campaign" card (print-dialog.browser.ts opens the dialog from it). */
export const PRINT_SECTION_HTML = `<section id="print-section" class="card" aria-labelledby="print-title">
  <h2 id="print-title">Print a campaign</h2>
  <p class="hint">A sheet of labels (Avery L7160 or 5160, or a grid of your own) or a ZIP of files named after the codes' titles, for the codes you selected or every code of a tag. Every code on it is checked to scan at the size you print.</p>
  <div class="actions">
    <button id="print-open" type="button" class="primary">Print this campaign…</button>
  </div>
  <p id="print-status" class="feedback" role="status" aria-live="polite"></p>
</section>`
