/**
 * The import rules of the store, checked by `npm run lint` over src, server, scripts, bench,
 * test-support and tests: modules never import each other in a circle, domain folders of src/server never
 * depend on each other in a circle, and code that runs in the browser never reaches
 * server code (which holds secrets and database access).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other in a circle (app, server, scripts, tests and their support alike): split out what both need.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-domain-cycles',
      severity: 'error',
      comment: 'Domain folders meet through one interface; a cycle between two folders means they should meet elsewhere (e.g. src/server/orders).',
      scope: 'folder',
      from: { path: '^src/server/[^/]+$' },
      to: { path: '^src/server/[^/]+$', circular: true },
    },
    {
      name: 'settlement-through-the-root',
      severity: 'error',
      comment: 'Pages and routes settle payments only through src/server/settlement/index.ts, which builds the fulfilment registry once and passes it on: the modules that place, complete, fail or refund an order, and the handlers, are reached through it.',
      from: { path: '^src/(pages|components|layouts|middleware|integrations)' },
      to: { path: '^src/server/(orders/(settle|refund|fulfil|transactions|registry)|commerce/(checkout|place-order|fulfilment)|custom-orders/(fulfilment|fulfilment-notices)|royalties/fulfilment|settlement/(handlers|thread-transactions))\\.ts$' },
    },
    {
      name: 'settlement-thread-module-not-imported',
      severity: 'error',
      comment: 'The database thread loads settlement/thread-transactions.ts by name; an import would build a second wiring in the server thread.',
      from: { pathNot: '^src/server/settlement/thread-transactions\\.test\\.ts$' },
      to: { path: '^src/server/settlement/thread-transactions\\.ts$' },
    },
    {
      name: 'browser-never-imports-server',
      severity: 'error',
      comment: 'Islands, stores, browser scripts and src/lib run in the browser: server code must never reach them.',
      from: { path: '^src/(islands|stores|lib|scripts)/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-never-imports-stores',
      severity: 'error',
      comment: 'Server code depends on the shared contract (src/lib), never on browser state.',
      from: { path: '^src/server/' },
      to: { path: '^src/(stores|islands)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.mjs', '.js', '.astro'] },
    exclude: { path: ['\\.test\\.ts$', '\\.spec\\.ts$'] },
  },
};
