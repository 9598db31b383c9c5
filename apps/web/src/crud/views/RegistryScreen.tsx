import { useLocation } from 'react-router';
import type { EntityDefinition } from '../core/definition.ts';
import { EntityListPage } from './EntityListPage.tsx';

/**
 * A screen served by the generic list page for one registry entry; keyed by the path, so moving to another
 * city's towns (or another user's managers) starts on page 1.
 */
export function RegistryScreen({ definition }: { definition: EntityDefinition }) {
  const { pathname } = useLocation();
  return <EntityListPage key={pathname} definition={definition} />;
}
