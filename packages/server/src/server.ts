/**
 * The dynqr server process (`npm start`, `node dist/server.js`; `dynqr serve` does the same).
 * First the Node check, before anything native loads (bin/supported-node.mjs); then run-server.ts,
 * imported only once the check has passed.
 */
import { exitUnlessSupportedNode } from '../bin/supported-node.mjs'

exitUnlessSupportedNode()
await import('./run-server.js')
