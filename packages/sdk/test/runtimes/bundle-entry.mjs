// The entry esbuild bundles for the browser and edge-runtime runs: the published ESM build and the suite.
import * as sdk from '@dynqr/sdk'
import { smoke } from './smoke-suite.mjs'

globalThis.runSmoke = (options) => smoke(sdk, options).then((result) => JSON.stringify(result))
