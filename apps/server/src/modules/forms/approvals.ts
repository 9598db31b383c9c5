import { asc, eq, inArray } from 'drizzle-orm';
import { translate, type Language } from '@pano/contract';
import type { TenantDb } from '../../db/tenant-db.ts';
import { formUserApprovals } from '../../db/tenant/forms.table.ts';
import { users } from '../../db/tenant/users.table.ts';
import type { Kit } from '../../graphql/builder.ts';
import { plainObject } from '../../graphql/objects.ts';
import { fullNameOf } from '../people/full-name.ts';

interface Person {
  id: number;
  name: string;
  surname: string;
  fullName: string;
}
interface CommandType {
  id: number;
  name: string;
}
export interface ApprovalView {
  id: number;
  user: Person;
  commandType: CommandType | null;
  isProcessed: boolean;
  processedDate: Date | null;
  description: string | null;
}

/** `FormApproval { user { name surname fullName } commandType { id name } isProcessed processedDate description }`. */
export function approvalType(kit: Kit) {
  const person = plainObject<Person>(kit, 'FormApprovalUser', {
    id: 'Int',
    name: 'String',
    surname: 'String',
    fullName: 'String',
  });
  const command = plainObject<CommandType>(kit, 'FormCommandType', { id: 'Int', name: 'String' });
  return kit.builder.objectRef<ApprovalView>('FormApproval').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      user: t.field({ type: person, resolve: (a) => a.user }),
      commandType: t.field({ type: command, nullable: true, resolve: (a) => a.commandType }),
      isProcessed: t.exposeBoolean('isProcessed'),
      processedDate: t.string({ nullable: true, resolve: (a) => a.processedDate?.toISOString() ?? null }),
      description: t.string({ nullable: true, resolve: (a) => a.description }),
    }),
  });
}

/** The approval trails of submissions, in order, the command named in the caller's language. */
export async function approvalsOf(
  db: TenantDb,
  formUserIds: readonly number[],
  lang: Language,
): Promise<Map<number, ApprovalView[]>> {
  const rows = await db
    .select({
      id: formUserApprovals.id,
      formUserId: formUserApprovals.formUserId,
      userId: users.id,
      name: users.name,
      surname: users.surname,
      commandTypeId: formUserApprovals.commandTypeId,
      isProcessed: formUserApprovals.isProcessed,
      processedDate: formUserApprovals.processedDate,
      description: formUserApprovals.description,
    })
    .from(formUserApprovals)
    .innerJoin(users, eq(users.id, formUserApprovals.userId))
    .where(inArray(formUserApprovals.formUserId, [...formUserIds]))
    .orderBy(asc(formUserApprovals.position), asc(formUserApprovals.id));
  const map = new Map<number, ApprovalView[]>();
  for (const row of rows) {
    const view: ApprovalView = {
      id: row.id,
      user: { id: row.userId, name: row.name, surname: row.surname, fullName: fullNameOf(row) },
      commandType:
        row.commandTypeId == null
          ? null
          : { id: row.commandTypeId, name: translate(lang, `formCommandType.${row.commandTypeId}`) },
      isProcessed: row.isProcessed,
      processedDate: row.processedDate,
      description: row.description,
    };
    map.set(row.formUserId, [...(map.get(row.formUserId) ?? []), view]);
  }
  return map;
}
