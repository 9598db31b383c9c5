import type { Language, RequestKindName } from '@pano/contract';
import type { TenantDb } from '../../db/tenant-db.ts';
import type { Kit } from '../../graphql/builder.ts';
import { plainObject } from '../../graphql/objects.ts';
import { requestIdsOf, requestViews } from '../requests/views/request-views.ts';

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
  // made once per schema: a staff demand's process answers the same type
  const made = approvalTypes.get(kit);
  if (made) return made;
  const type = newApprovalType(kit);
  approvalTypes.set(kit, type);
  return type;
}

const approvalTypes = new WeakMap<Kit, ReturnType<typeof newApprovalType>>();

function newApprovalType(kit: Kit) {
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

/**
 * The approval trails of submissions (docs/approvals.md): everybody their workflow asked, in order, with the
 * command they gave (named as the step named it), when and why; an approval still open is not processed.
 * Another kind's rows (a staff demand's process) are read the same way.
 */
export async function approvalsOf(
  db: TenantDb,
  formUserIds: readonly number[],
  lang: Language,
  kind: RequestKindName = 'form',
): Promise<Map<number, ApprovalView[]>> {
  const requests = await requestIdsOf(db, kind, formUserIds);
  const views = await requestViews(db, [...requests.values()], lang);
  const map = new Map<number, ApprovalView[]>();
  for (const [formUserId, requestId] of requests)
    map.set(
      formUserId,
      (views.get(requestId)?.approvals ?? []).map((a) => ({
        id: a.id,
        user: a.user,
        commandType: a.commandType,
        isProcessed: a.isProcessed,
        processedDate: a.processedDate,
        description: a.description,
      })),
    );
  return map;
}
