// Placeholder until the reference server lands (issue: the reference server).
console.error('dynqr: the reference server is not built yet. `npm test` checks the contract today.')
process.exit(1)
