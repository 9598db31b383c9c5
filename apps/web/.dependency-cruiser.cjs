/**
 * The web's layers (docs/ARCHITECTURE.md): imports point down only.
 *
 *   app → features → crud/views → crud/hooks → components → crud/core → ground (graphql, i18n, state)
 *
 * components (shared widgets) sit above crud/core (they take its option and icon types) and below the
 * hooks (which toast through useToast). Areas do not import each other. Every import counts, type-only
 * ones too, and no module may reach itself again. Run: `npm run lint:deps -w @pano/web`.
 */
const above = (...folders) => `^src/(${folders.join('|')})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A module must not import itself back, through any chain (type-only imports included).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'ground-imports-only-ground',
      comment: 'graphql/, i18n/ and state/ are the ground: nothing of the panel above them.',
      severity: 'error',
      from: { path: '^src/(graphql|i18n|state)/' },
      to: { path: above('crud', 'components', 'features', 'app', 'test') },
    },
    {
      name: 'core-imports-only-ground',
      comment: 'crud/core is the pure bottom of the generic layer: definitions, documents, diffs, formats.',
      severity: 'error',
      from: { path: '^src/crud/core/' },
      to: { path: above('crud/hooks', 'crud/views', 'components', 'features', 'app') },
    },
    {
      name: 'core-holds-no-react',
      comment: 'crud/core runs no React, MUI, query, form or router code (it may name their types).',
      severity: 'error',
      from: { path: '^src/crud/core/' },
      to: {
        path: 'node_modules/(react|react-dom|react-router|react-i18next|react-hook-form|@mui|@emotion|@tanstack|notistack)/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'components-below-hooks',
      comment: 'Shared widgets know crud/core and the ground, not the hooks, views, areas or app.',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: above('crud/hooks', 'crud/views', 'features', 'app') },
    },
    {
      name: 'hooks-below-views',
      comment: 'crud/hooks are headless: state and calls, no markup, no areas.',
      severity: 'error',
      from: { path: '^src/crud/hooks/' },
      to: { path: above('crud/views', 'features', 'app') },
    },
    {
      name: 'hooks-draw-nothing',
      comment: 'crud/hooks hold state and calls; MUI belongs to the views.',
      severity: 'error',
      from: { path: '^src/crud/hooks/' },
      to: { path: 'node_modules/@mui/' },
    },
    {
      name: 'views-below-features',
      comment: 'crud/views are generic: they know no area and not the app.',
      severity: 'error',
      from: { path: '^src/crud/views/' },
      to: { path: above('features', 'app') },
    },
    {
      name: 'features-below-app',
      comment: 'Areas never import the shell, the router or the list of areas’ consumers.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: above('app') },
    },
    {
      name: 'areas-stand-alone',
      comment:
        'An area is one folder: it shares through crud/ and components/, not through another area. One ' +
        'exception: features/requests/shared/ (a running request: its trail, approvals and decisions), which ' +
        'the areas whose rows a workflow runs (leave, forms, quizzes) show beside their own record. And ' +
        "navigation's pieces of an app item (target and payload fields, publish window and its status chip, " +
        'the roles dialog), which sliders and dynamic parts use as menus and links do (docs/navigation.md).',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: '^src/features/[^/]+/',
        pathNot: [
          '^src/features/($1|requests/shared)/',
          '^src/features/navigation/(fields|roles|MembershipRolesDialog|PublishStatusCell|publishStatus)\\.tsx?$',
        ],
      },
    },
    {
      name: 'requests-shared-stands-alone',
      comment:
        'What other areas may show of the requests area reaches nothing else of it (no screen, no list).',
      severity: 'error',
      from: { path: '^src/features/requests/shared/' },
      to: { path: '^src/features/requests/', pathNot: '^src/features/requests/(shared|i18n)/' },
    },
    {
      name: 'code-does-not-import-tests',
      comment: 'Test helpers and tests are for tests only.',
      severity: 'error',
      from: { pathNot: '(\\.test\\.tsx?$|/test/)' },
      to: { path: '(\\.test\\.tsx?$|/test/)' },
    },
    {
      name: 'no-contract-generated-types',
      comment: "The contract's hand-rolled generated types are going; use src/graphql/generated.",
      severity: 'error',
      from: {},
      to: { path: 'packages/contract/src/generated/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/vite-env\\.d\\.ts$' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
