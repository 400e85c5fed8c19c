import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // The contract's enum types are inlined (found through its top-level "types"), so the published
  // .d.ts needs no @dynqr/contract.
  dts: { resolve: ['@dynqr/contract'] },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
})
