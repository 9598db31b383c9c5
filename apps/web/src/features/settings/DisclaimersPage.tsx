import { EntityListPage } from '../../crud/EntityListPage.tsx';
import { disclaimerDefinition } from './disclaimers.ts';

/** /ayarlar/sozlesmeler: the generic list page with the disclaimer's definition. */
export function DisclaimersPage() {
  return <EntityListPage definition={disclaimerDefinition} />;
}
