import type { components } from './generated/openapi.js'

/**
 * A schema of the contract (`openapi.yaml`) by name: `Schema<'QrCode'>` is the QR code's JSON
 * shape. The SDK's models ({@link QrCode}, {@link CreateQrCodeParams} …) are named interfaces
 * built on these, so editors, `tsc` messages and this reference show their names and fields.
 * @category Contract
 */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name]
