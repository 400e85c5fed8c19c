import { defineConfig } from 'tsup'

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    server: 'src/server.ts',
    cli: 'src/cli/main.ts',
    // Its own file at the root of dist/: worker threads load it by path (src/images/png-pool.ts).
    'png-worker': 'src/images/png-worker.ts',
    // Likewise the upload workers' file (src/images/upload-pool.ts).
    'upload-worker': 'src/images/upload-worker.ts',
  },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'node22',
  platform: 'node',
})
