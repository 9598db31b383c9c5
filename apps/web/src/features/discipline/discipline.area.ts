import { defineArea, list, page } from '../area.tsx';

/**
 * Discipline (spec 002 §2 Discipline; docs/discipline.md): the role → form and role → workflow mappings, and
 * the cases opened and defended on the portal, each with both answer sets and trails.
 */
export const disciplineArea = defineArea({
  name: 'discipline',
  screens: {
    disciplineForms: list('/disiplin/form', 'disciplineForms'),
    disciplineWorkflows: list('/disiplin/workflow', 'disciplineWorkflows'),
    disciplineCases: list('/disiplin/vakalar', 'disciplineCases'),
    disciplineCase: page(
      '/disiplin/vakalar/:caseId',
      () => import('./DisciplineCasePage.tsx'),
      'DisciplineCasePage',
    ),
  },
  registry: () => import('./registry.ts').then((module) => module.disciplineRegistry),
});
