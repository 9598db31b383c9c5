import { EntityListPage } from '../../crud/EntityListPage.tsx';
import { complaintsDefinitions } from './definitions.ts';

/** /anonimmesaj/tipler and /anonimmesaj/sikayetler on the generic list page. */
export function ComplaintsPage({ entity }: { entity: keyof typeof complaintsDefinitions }) {
  return <EntityListPage key={entity} definition={complaintsDefinitions[entity]} />;
}
