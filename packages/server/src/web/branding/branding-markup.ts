/**
 * The edit page's "Brand" section (issue 30): static markup, no user data, labels from the
 * contract's enums. branding-section.browser.ts inserts it into `#edit-sections` and fills it.
 * Each control names the option it edits (`data-field`), so a `422` naming that option
 * (`details[].field`) is shown beside it (../edit-page/field-problem.browser.ts).
 */
import { FRAME_TYPE_LABELS, FRAME_TYPES } from '@dynqr/contract'

const frameOptions = FRAME_TYPES.map((type) => `<option value="${type}">${FRAME_TYPE_LABELS[type]}</option>`).join('')

/** A gradient editor's frame: fill type, angle and the stops (drawn by gradient-editor.browser.ts). */
function gradientFieldset(part: 'dots' | 'background', legend: string, option: string) {
  const Part = part === 'dots' ? 'Dots' : 'Background'
  return `<fieldset class="gradient" id="${part}-gradient" data-part="${part}">
      <legend>${legend}</legend>
      <div class="row">
        <div>
          <label for="${part}-fill">${Part} fill</label>
          <select id="${part}-fill" data-field="qrCodeOptions.${option}.gradient">
            <option value="plain">Plain colour</option>
            <option value="linear">Linear gradient</option>
            <option value="radial">Radial gradient</option>
          </select>
        </div>
        <div class="gradient-angle">
          <label for="${part}-rotation">${Part} angle (degrees)</label>
          <input id="${part}-rotation" type="number" min="0" max="359" step="1" value="0" inputmode="numeric">
        </div>
      </div>
      <ol class="stops" aria-label="${Part} colour stops"></ol>
      <button type="button" class="small add-stop">Add a ${part} colour stop</button>
    </fieldset>`
}

export const BRANDING_SECTION_HTML = `
  <h2 id="brand-title">Brand</h2>
  <p class="hint">A logo, gradients and a frame with a call to action. The server proves every saved style scans: one that would not is refused, naming the control to change.</p>
  <p id="brand-template-note" class="callout info" hidden></p>
  <fieldset id="brand-controls" class="plain">
  <fieldset id="logo-fieldset">
    <legend>Logo</legend>
    <div id="logo-drop" class="drop-zone">
      <label for="logo-file">Upload a logo: PNG, JPEG or SVG, at most 512 KB</label>
      <input id="logo-file" type="file" accept="image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg" aria-describedby="logo-drop-hint">
      <p id="logo-drop-hint" class="hint">Or drop an image file here.</p>
    </div>
    <p id="logo-status" class="feedback" role="status" aria-live="polite"></p>
    <div role="radiogroup" aria-labelledby="logo-choice-title" id="logo-choices" class="logo-choices" data-field="qrCodeOptions.image">
      <p id="logo-choice-title" class="label">Logo in the centre</p>
    </div>
    <div id="logo-settings">
      <label for="logo-size">Logo size: <output id="logo-size-value" for="logo-size">40 %</output> of the code</label>
      <input id="logo-size" data-label="Logo size" type="range" min="0.1" max="0.5" step="0.01" value="0.4" data-field="qrCodeOptions.imageOptions.imageSize" aria-describedby="logo-size-hint">
      <p id="logo-size-hint" class="hint">A larger logo hides more of the code: error correction H restores up to 30 %.</p>
      <div class="row">
        <div>
          <label for="logo-margin">Space around the logo (px)</label>
          <input id="logo-margin" type="number" min="0" max="100" step="1" value="0" inputmode="numeric" data-field="qrCodeOptions.imageOptions.margin">
        </div>
        <div class="check-cell">
          <div class="check">
            <input id="logo-clear" type="checkbox" checked data-field="qrCodeOptions.imageOptions.hideBackgroundDots">
            <label for="logo-clear">Clear the dots behind the logo</label>
          </div>
        </div>
      </div>
      <button id="logo-remove" type="button" class="small">Remove the logo</button>
    </div>
  </fieldset>
  ${gradientFieldset('dots', 'Dot gradient', 'dotsOptions')}
  ${gradientFieldset('background', 'Background gradient', 'backgroundOptions')}
  <fieldset id="frame-fieldset">
    <legend>Frame and call to action</legend>
    <div class="row">
      <div>
        <label for="frame-type">Frame type</label>
        <select id="frame-type" data-field="qrCodeOptions.frameOptions">${frameOptions}</select>
      </div>
      <div>
        <label for="frame-text">Call to action</label>
        <input id="frame-text" type="text" maxlength="24" autocomplete="off" placeholder="SCAN ME" data-field="qrCodeOptions.frameOptions.text" aria-describedby="frame-text-hint">
      </div>
    </div>
    <p id="frame-text-hint" class="hint">At most 24 characters, drawn under the code.</p>
    <div class="row">
      <div>
        <label for="frame-color">Frame colour</label>
        <input id="frame-color" type="color" value="#000000" data-field="qrCodeOptions.frameOptions.color">
      </div>
      <div>
        <label for="frame-text-color">Lettering colour</label>
        <input id="frame-text-color" type="color" value="#ffffff" data-field="qrCodeOptions.frameOptions.textColor">
      </div>
    </div>
  </fieldset>
  </fieldset>
  <p class="hint">Download… beside the preview gives the saved code as PNG, SVG or a print-ready PDF.</p>
`
