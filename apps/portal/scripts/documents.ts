import path from 'node:path';
import type { Workspace } from '../../../scripts/codegen/generateDocuments.ts';

/**
 * The app's documents, against the portal service's printed schema. An operation may select several root
 * fields (the home is one request), each with its envelope.
 */
export const PORTAL_DOCUMENTS: Workspace = {
  root: path.resolve(import.meta.dirname, '..'),
  command: 'npm run codegen -w @pano/portal',
  singleRoot: false,
  services: [
    {
      name: 'portal (/portal/graphql)',
      schemaFile: 'portal.graphql',
      typesModule: 'schema-types',
      owns: () => true,
    },
  ],
};
