import { asc } from 'drizzle-orm';
import { complaintSendInput } from '@pano/contract';
import type { Kit } from '../../graphql/builder.ts';
import { run } from '../../app/run.ts';
import { ok } from '../../app/envelope.ts';
import { parseInput } from '../../app/validation-error.ts';
import { contractInput } from '../../crud/register-entity.ts';
import { complaints, complaintTypes } from '../../db/tenant/schema.ts';
import { invalidField } from '../../crud/invalid-field.ts';

interface PortalComplaintType {
  id: number;
  name: string;
}

/**
 * The portal's side of anonymous complaints: the types to choose from, and sending one. The stored row has
 * a type, a description and a time only: not the sender's id, address or device (docs/complaints.md).
 */
export function registerComplaintsPortal(kit: Kit): void {
  const { builder } = kit;
  const type = builder.objectRef<PortalComplaintType>('PortalComplaintType').implement({
    fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
  });
  builder.queryField('complaintTypes', (t) =>
    t.field({
      type: kit.list('PortalComplaintType', type),
      resolve: (_root, _args, ctx) =>
        run(
          ctx,
          async (s) => {
            const rows = await s.db
              .select({ id: complaintTypes.id, name: complaintTypes.name })
              .from(complaintTypes)
              .orderBy(asc(complaintTypes.name), asc(complaintTypes.id))
              .limit(1000);
            return ok(rows, rows.length);
          },
          'portal',
        ),
    }),
  );
  const input = contractInput(kit, 'SendComplaintInput', complaintSendInput);
  builder.mutationField('sendComplaint', (t) =>
    t.field({
      type: kit.mutationResult,
      args: { inputModel: t.arg({ type: input, required: true }) },
      resolve: (_root, args, ctx) =>
        run(
          ctx,
          async (s) => {
            const values = parseInput(complaintSendInput, args.inputModel);
            try {
              const [row] = await s.db.insert(complaints).values(values).returning({ id: complaints.id });
              return ok({ id: row?.id ?? 0 });
            } catch (error) {
              if (isMissingReference(error)) throw invalidField('complaintTypeId');
              throw error;
            }
          },
          'portal',
        ),
    }),
  );
}

function isMissingReference(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23503') return true;
  return false;
}
