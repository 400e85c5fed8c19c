/**
 * One error class identity across the SDK's copies in a process. An app whose `import` loads
 * the ESM build while a dependency's `require` loads the CommonJS one (the dual-package
 * hazard), or that bundles two copies, has two `NotFoundError` classes; `instanceof` on either
 * must still see the other's errors. Each SDK error class carries a brand, a getter on its
 * prototype under a string key (the same in every copy; a literal key keeps the classes
 * tree-shakable), and the base classes' `Symbol.hasInstance` compares brands along the value's
 * prototype chain.
 */
const BRAND = '@dynqr/sdk:brand'

/** The brand a prototype carries itself (not inherited), if any. */
const ownBrand = (prototype: object | null): unknown =>
  prototype !== null && Object.hasOwn(prototype, BRAND) ? (prototype as Record<string, unknown>)[BRAND] : undefined

/**
 * `value instanceof type`, by brand: true when any prototype of `value` carries the brand of
 * `type`. A class with no brand of its own (an app's subclass) answers as plain `instanceof`.
 */
export function isBranded(type: { prototype: object | null }, value: unknown): boolean {
  const brand = ownBrand(type.prototype)
  if (brand === undefined) return Function.prototype[Symbol.hasInstance].call(type, value)
  for (
    let proto = Object(value) === value ? Object.getPrototypeOf(value) : null;
    proto !== null;
    proto = Object.getPrototypeOf(proto)
  )
    if (ownBrand(proto) === brand) return true
  return false
}
