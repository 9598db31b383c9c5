import { disclaimerAcceptInput, allTokensPassiveInput } from '@pano/contract';
import { eq } from 'drizzle-orm';
import type { Kit } from '../../graphql/builder.ts';
import { run } from '../../app/run.ts';
import { DomainError, ok } from '../../app/envelope.ts';
import { contractInput, registerEntity } from '../../crud/register-entity.ts';
import type { Row } from '../../crud/entity-definition.ts';
import { exportFileResult } from '../../export/export-file.ts';
import { disclaimers } from '../../db/tenant/schema.ts';
import { disclaimerEntity, disclaimerUserEntity } from './disclaimer.entities.ts';
import { setAllTokensPassive } from './all-tokens-passive.ts';
import { exportDisclaimerUsers } from './disclaimer-export.ts';

/**
 * Disclaimers on the panel (spec 000 §2, §7): the generic list, create and update; `disclaimer(disclaimerId)`;
 * the acceptors (`disclaimerUsers`, paged) and their export; 'send active contract for approval'
 * (`setAllTokensPassive`).
 */
export function registerDisclaimers(kit: Kit): void {
  const { builder } = kit;
  registerEntity(kit, disclaimerUserEntity);
  registerEntity(kit, disclaimerEntity);

  // The Disclaimer type is the generic one (by name); the spec reads it by `disclaimerId`.
  builder.queryField('disclaimer', (t) =>
    t.field({
      type: kit.single('Disclaimer', 'Disclaimer' as never),
      args: { disclaimerId: t.arg.int({ required: true }) },
      resolve: (_root, args, ctx) =>
        run(ctx, async (s) => {
          const [row] = await s.db.select().from(disclaimers).where(eq(disclaimers.id, args.disclaimerId));
          if (!row) throw new DomainError('NotFound');
          return ok(row as Row);
        }),
    }),
  );

  const exportInput = contractInput(kit, 'DisclaimerUserExportModel', disclaimerAcceptInput);
  builder.queryField('exportDisclaimerUsers', (t) =>
    t.field({
      type: exportFileResult(kit),
      args: { pagerModel: t.arg({ type: exportInput, required: true }) },
      resolve: (_root, args, ctx) => run(ctx, (s) => exportDisclaimerUsers(s.db, ctx.lang, args.pagerModel)),
    }),
  );

  const passiveInput = contractInput(kit, 'AllTokensPassiveInput', allTokensPassiveInput);
  builder.mutationField('setAllTokensPassive', (t) =>
    t.field({
      type: kit.mutationResult,
      args: { inputModel: t.arg({ type: passiveInput, required: false }) },
      resolve: (_root, args, ctx) =>
        run(ctx, (s) => setAllTokensPassive(s, ctx.services.tokens, args.inputModel)),
    }),
  );
}
