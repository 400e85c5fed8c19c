// Node, CommonJS: the built package through its `require` condition; key and URL from the environment.
const sdk = require('@dynqr/sdk')

import('./smoke-suite.mjs')
  .then(({ smoke }) => smoke(sdk, {}))
  .then((result) => {
    console.log(JSON.stringify({ ...result, entry: require.resolve('@dynqr/sdk').split('/').pop() }))
  })
  .catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
