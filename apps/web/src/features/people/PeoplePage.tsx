import { useLocation } from 'react-router';
import { EntityListPage } from '../../crud/EntityListPage.tsx';
import { peopleDefinitions } from './definitions.ts';
import type { PeopleEntity } from './paths.ts';

/** A people list screen; keyed by path so another user's managers start on page 1. */
export function PeoplePage({ entity }: { entity: PeopleEntity }) {
  const { pathname } = useLocation();
  return <EntityListPage key={pathname} definition={peopleDefinitions[entity]} />;
}
