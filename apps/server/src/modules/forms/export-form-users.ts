import { inArray } from 'drizzle-orm';
import { elementCode, hasAnswer, OPTION_ELEMENTS, translate, type FormElementCode } from '@pano/contract';
import { formUserAnswers, formVersions } from '../../db/tenant/forms.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import { listAllMatching } from '../../crud/list-entities.ts';
import type { Row } from '../../crud/entity-definition.ts';
import type { SheetColumn } from '../../export/workbook.ts';
import { EXPORT_MAX_ROWS, exportXlsx } from '../../graphql/export-file.ts';
import type { OperationContext } from '../../request/context.ts';
import type { StructureCategory, StructureItem } from './form-structure.ts';
import { formUserEntity } from './form-user.entity.ts';

const ids = (rows: Row[], key: string) => [...new Set(rows.map((row) => row[key] as number))];

/** The answerable items of the versions used, newest version first, each item once, in form order. */
function itemsOf(structures: StructureCategory[][]): StructureItem[] {
  const seen = new Map<number, StructureItem>();
  for (const structure of structures)
    for (const category of structure)
      for (const item of category.items)
        if (!seen.has(item.id) && hasAnswer(elementCode(item.formElementId))) seen.set(item.id, item);
  return [...seen.values()];
}

/** An answer as a person reads it: an option's value instead of its id, yes/no for a checkbox. */
function shown(item: StructureItem, value: string | undefined, lang: 'tr' | 'en'): string {
  if (value === undefined) return '';
  const code = elementCode(item.formElementId) as FormElementCode;
  if (OPTION_ELEMENTS.includes(code)) return item.options.find((o) => String(o.id) === value)?.value ?? value;
  if (code === 'checkbox') return translate(lang, value === 'true' ? 'formAnswer.yes' : 'formAnswer.no');
  return value;
}

/**
 * The submissions of a form as an .xlsx (spec 001 issue 12): one row per submission the list's filters
 * match, user, status, completed date, then one column per item of the form versions they were made
 * against; text that looks like a formula stays text (export/workbook.ts).
 */
export async function exportFormUsers({ db, lang }: OperationContext, input: unknown) {
  const rows = await listAllMatching(db, formUserEntity, input, EXPORT_MAX_ROWS);
  const userIds = ids(rows, 'userId');
  const versionIds = ids(rows, 'formVersionId');
  const people = userIds.length
    ? await db
        .select({ id: users.id, name: users.name, surname: users.surname })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  const versions = versionIds.length
    ? await db.select().from(formVersions).where(inArray(formVersions.id, versionIds))
    : [];
  const answers = rows.length
    ? await db
        .select()
        .from(formUserAnswers)
        .where(inArray(formUserAnswers.formUserId, ids(rows, 'id')))
    : [];
  const fullName = new Map(people.map((user) => [user.id, `${user.name} ${user.surname}`]));
  const answer = new Map(answers.map((a) => [`${a.formUserId}:${a.formItemId}`, a.value ?? '']));
  versions.sort((a, b) => b.version - a.version);
  const items = itemsOf(versions.map((v) => v.structure as StructureCategory[]));
  const label = (field: string) => translate(lang, `fields.${field}`);
  const columns: SheetColumn<Row>[] = [
    { header: label('userFullName'), width: 28, value: (row) => fullName.get(row.userId as number) },
    {
      header: label('status'),
      width: 16,
      value: (row) => translate(lang, `formStatus.${String(row.formStatusId)}`),
    },
    { header: label('completedDate'), width: 22, value: (row) => (row.completedDate as Date | null) ?? '' },
    { header: label('createTime'), width: 22, value: (row) => row.createTime as Date },
    ...items.map((item): SheetColumn<Row> => ({
      header: item.name,
      width: 24,
      value: (row) => shown(item, answer.get(`${row.id}:${item.id}`), lang),
    })),
  ];
  return exportXlsx<Row>('form-submissions', label('formUsers'), columns, rows);
}
