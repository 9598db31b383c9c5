import { useLocation } from 'react-router';
import { EntityListPage } from '../../crud/EntityListPage.tsx';
import { referenceDefinitions } from './definitions.ts';
import type { ReferenceEntity } from './paths.ts';

/** A reference-data screen; keyed by path so moving to another city's towns starts on page 1. */
export function ReferencePage({ entity }: { entity: ReferenceEntity }) {
  const { pathname } = useLocation();
  return <EntityListPage key={pathname} definition={referenceDefinitions[entity]} />;
}
