import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli.ts', msw: 'src/msw/index.ts' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', msw: 'src/msw/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'node22',
  platform: 'node',
})
