import type { Draft } from './builderModel.ts';
import { FormTabs, type ShownCategory } from './FormTabs.tsx';

/** The builder's unsaved copy as an employee will see it: its sections as tabs, tried out locally. */
export function BuilderPreview({ draft }: { draft: Draft }) {
  const categories: ShownCategory[] = draft.categories.map((category, index) => ({
    id: index,
    name: category.name,
    isActive: true,
    isPassived: false,
    items: category.items.map((item) => ({ ...item, id: item.key, isDeleted: false })),
  }));
  return <FormTabs categories={categories} />;
}
