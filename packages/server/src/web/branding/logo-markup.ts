/**
 * The Brand section's logo fieldset (logo-picker.browser.ts fills it): upload, the choices, size,
 * margin and cleared dots. Static markup, no user data; the picker makes its fieldset from it, and
 * the Brand section puts that in place of its `.logo-slot`.
 */
export const LOGO_FIELDSET_HTML = `<fieldset id="logo-fieldset">
    <legend>Logo</legend>
    <div id="logo-drop" class="drop-zone">
      <label for="logo-file">Upload a logo: PNG, JPEG or SVG, at most 512 KB</label>
      <input id="logo-file" type="file" accept="image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg" aria-describedby="logo-drop-hint">
      <p id="logo-drop-hint" class="hint">Or drop an image file here.</p>
    </div>
    <p id="logo-status" class="feedback" role="status" aria-live="polite"></p>
    <div role="radiogroup" aria-labelledby="logo-choice-title" data-label="Logo in the centre" id="logo-choices" class="logo-choices" data-field="qrCodeOptions.image">
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
  </fieldset>`
