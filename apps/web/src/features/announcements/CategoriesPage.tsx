import { EntityListPage } from '../../crud/EntityListPage.tsx';
import { categoryDefinition } from './categories.ts';

/** /duyuru/kategori: the categories on the generic list page (a lazily loaded chunk with the icons). */
export function CategoriesPage() {
  return <EntityListPage definition={categoryDefinition} />;
}
