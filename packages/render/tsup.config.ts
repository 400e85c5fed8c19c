import { defineConfig } from 'tsup'

export default defineConfig({
  // render-png is its own entry (`@dynqr/render/png`): it needs node:zlib, the rest runs anywhere.
  entry: ['src/index.ts', 'src/render-png.ts'],
  external: ['node:zlib'],
  format: ['esm'],
  // The contract's enum types are inlined (found through its top-level "types"), so the published
  // .d.ts needs no @dynqr/contract.
  dts: { resolve: ['@dynqr/contract'] },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
})
