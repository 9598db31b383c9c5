import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DISCIPLINE_CASE_STATES, disciplineCaseResource, translate } from '@pano/contract';
import { disciplineCases } from '../../db/tenant/discipline.table.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { plainObject } from '../../graphql/objects.ts';
import { formUserEntity } from '../forms/form-user.entity.ts';
import { userEntity } from '../people/user.entity.ts';
import { workflowRequestField } from '../requests/views/request-field.ts';

interface Named {
  code: string;
  name: string;
}

const named = (prefix: string, value: unknown, lang: Parameters<typeof translate>[0]): Named | null =>
  typeof value === 'string' ? { code: value, name: translate(lang, `${prefix}.${value}`) } : null;

/**
 * Discipline cases in the panel (/disiplin/vakalar; docs/discipline.md): newest first, filtered by state.
 * One case answers both answer sets as submissions of its form (`requestForm`, `defenceForm`: answers and
 * the categories of the version asked) and both trails (`requestWorkflow`, `defenceWorkflow`). Read-only:
 * opened and defended on the portal; its requests are decided, handed over or cancelled as any other.
 */
export const disciplineCaseEntity: EntityDefinition = {
  api: disciplineCaseResource,
  table: disciplineCases,
  hasActive: false,
  sortColumns: ['id', 'createTime', 'completedDate'],
  defaultSort: { column: 'id', descending: true },
  filters: ['requesterId', 'employeeId'],
  pagerFilters: {
    state: {
      input: z.enum(DISCIPLINE_CASE_STATES).nullish(),
      where: (value) => (typeof value === 'string' ? eq(disciplineCases.state, value) : undefined),
    },
    // the panel's select sends numbers: 1 requested … 5 cancelled, in DISCIPLINE_CASE_STATES' order
    stateId: {
      input: z.number().int().min(1).max(DISCIPLINE_CASE_STATES.length).nullish(),
      where: (value) =>
        typeof value === 'number' ? eq(disciplineCases.state, DISCIPLINE_CASE_STATES[value - 1]!) : undefined,
    },
  },
  relations: [
    { field: 'requester', foreignKey: 'requesterId', target: () => userEntity },
    { field: 'employee', foreignKey: 'employeeId', target: () => userEntity },
    { field: 'requestForm', foreignKey: 'requestFormUserId', target: () => formUserEntity },
    { field: 'defenceForm', foreignKey: 'defenceFormUserId', target: () => formUserEntity },
  ],
  extraFields: {
    status: {
      type: (kit) =>
        plainObject<Named>(kit, 'DisciplineCaseStatus', { code: 'String', name: 'String' }) as never,
      reads: ['state'],
      resolve: (row, ctx) => named('disciplineCaseState', row.state, ctx.lang),
    },
    outcomeName: {
      type: 'String',
      nullable: true,
      reads: ['outcome'],
      resolve: (row, ctx) => named('disciplineOutcome', row.outcome, ctx.lang)?.name ?? null,
    },
    requestWorkflow: workflowRequestField('discipline'),
    defenceWorkflow: workflowRequestField('disciplineDefence'),
  },
};
