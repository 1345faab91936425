/**
 * The architecture, enforced: `npm test` fails when a layer reaches outward.
 *   composition -> ui -> core, composition -> adapters -> core      server -> core/contract, core/domain
 */
module.exports = {
  forbidden: [
    {
      name: 'core-stays-pure',
      comment: 'src/core imports nothing of the outer layers, the server, or a framework.',
      severity: 'error',
      from: { path: '^src/core' },
      to: { path: '^(src/(adapters|ui|composition)|server)/' },
    },
    {
      name: 'core-no-frameworks',
      comment: 'The core may use TypeBox (contract schemas) and nothing else from npm.',
      severity: 'error',
      from: { path: '^src/core' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'], pathNot: 'node_modules/@sinclair/typebox' },
    },
    {
      name: 'core-no-node-builtins',
      severity: 'error',
      from: { path: '^src/core' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'adapters-not-ui',
      severity: 'error',
      from: { path: '^src/adapters' },
      to: { path: '^src/(ui|composition)/' },
    },
    {
      name: 'ui-never-imports-composition',
      comment:
        'The composition root builds the container and renders the UI with its injector: the UI declares the tokens of ' +
        'what it asks for and the areas it needs, and never imports src/composition (ui/shared/use-injection.ts).',
      severity: 'error',
      from: { path: '^src/ui' },
      to: { path: '^src/composition/' },
    },
    {
      name: 'ui-through-composition',
      comment: 'Views and stores get adapters from the injector, never by importing them.',
      severity: 'error',
      from: { path: '^src/ui' },
      to: { path: '^src/adapters/' },
    },
    {
      name: 'server-shares-only-contract-and-domain',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: '^src/core/(contract|domain)/' },
    },
    {
      name: 'src-never-imports-server',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-rules-stay-pure',
      comment:
        'A *.rules.ts is a pure decision: it returns a refusal (a code and its details), and the service or route that ' +
        'calls it turns that into the HTTP answer through server/http (devices, passwords and punch keep those ' +
        'answers in a *-refusal-errors.ts), so that the decision can be read and tested without HTTP.',
      severity: 'error',
      from: { path: '^server/.+[.]rules[.]ts$' },
      to: { path: '^server/http/' },
    },
    {
      name: 'no-cycles',
      comment: 'A module never depends on itself through others: each one can be read, tested and moved alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '(node_modules|dist|\\.parcel-cache)' },
  },
};
