// Node, ESM: the built package through its `import` condition; key and URL from the environment.
import * as sdk from '@dynqr/sdk'
import { smoke } from './smoke-suite.mjs'

const result = await smoke(sdk, {})
console.log(JSON.stringify({ ...result, entry: import.meta.resolve('@dynqr/sdk').split('/').pop() }))
