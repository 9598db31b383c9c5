/**
 * `npm run codegen -w @pano/web`: regenerates src/graphql/generated from the `.graphql` documents and the
 * committed schemas (packages/contract/schema.graphql, shared.graphql). Stale modules are removed.
 */
import { writeDocuments } from '../../../scripts/codegen/generateDocuments.ts';
import { WEB_DOCUMENTS } from './documents.ts';

await writeDocuments(WEB_DOCUMENTS);
