/** `npm run codegen -w @pano/portal`: regenerates src/graphql/generated from the `.graphql` documents. */
import { writeDocuments } from '../../../scripts/codegen/generateDocuments.ts';
import { PORTAL_DOCUMENTS } from './documents.ts';

await writeDocuments(PORTAL_DOCUMENTS);
