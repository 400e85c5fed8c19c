import { PNG } from 'pngjs'

/** A small logo for the API tests: 48 × 48 of a dark colour, as PNG bytes. */
export function logoPng(): Buffer {
  const png = new PNG({ width: 48, height: 48 })
  for (let i = 0; i < 48 * 48; i += 1) png.data.set([40, 20, 90, 255], i * 4)
  return PNG.sync.write(png)
}
