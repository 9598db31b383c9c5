import path from 'node:path';
import type { Workspace } from '../../../scripts/codegen/generateDocuments.ts';

/** The panel's documents: `*.shared.graphql` for the shared service, the others for the main one. */
export const WEB_DOCUMENTS: Workspace = {
  root: path.resolve(import.meta.dirname, '..'),
  command: 'npm run codegen -w @pano/web',
  singleRoot: true,
  services: [
    {
      name: 'main (/graphql)',
      schemaFile: 'schema.graphql',
      typesModule: 'schema-types',
      owns: (file) => !file.endsWith('.shared.graphql'),
    },
    {
      name: 'shared (/shared/graphql)',
      schemaFile: 'shared.graphql',
      typesModule: 'shared-schema-types',
      owns: (file) => file.endsWith('.shared.graphql'),
    },
  ],
};
