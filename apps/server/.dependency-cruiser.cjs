// The server's layers (docs/ARCHITECTURE.md): imports point down only, and nothing imports in a circle.
//   kernel ← db ← infrastructure (tenancy, auth, files, mail, export) ← request ← graphql ← crud ← modules
//   ← seed ← app, cli, main.ts
// `npm run lint` runs this; a wrong arrow fails it.
const layer = (name, folders) => ({ name, path: `^src/(${folders.join('|')})/` });
const LAYERS = [
  layer('kernel', ['kernel']),
  layer('db', ['db']),
  layer('infrastructure', ['tenancy', 'auth', 'files', 'mail', 'export', 'jobs']),
  layer('request', ['request']),
  layer('graphql', ['graphql']),
  layer('crud', ['crud']),
  layer('modules', ['modules']),
  layer('seed', ['seed']),
];
const TOP = '^src/(app|cli)/|^src/main[.]ts$';

/** A layer may import itself and the layers below it, never one above it (nor the top). */
const downOnly = LAYERS.map((from, index) => ({
  name: `${from.name}-points-down`,
  comment: `${from.name} may import only ${LAYERS.slice(0, index + 1)
    .map((l) => l.name)
    .join(', ')}`,
  severity: 'error',
  from: { path: from.path },
  to: { path: [...LAYERS.slice(index + 1).map((l) => l.path), TOP].join('|') },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circle anywhere (type-only imports included).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...downOnly,
    {
      name: 'entities-through-manifests',
      comment:
        'Generic entities are registered by the app from the area manifests (`entities`), so the registry walk sees every one.',
      severity: 'error',
      from: { path: '^src/modules/' },
      to: { path: '^src/crud/register-entity[.]ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules|^src/db/migrations/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
