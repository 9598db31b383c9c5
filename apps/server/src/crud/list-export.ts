import type { GraphQLSchema } from 'graphql';
import {
  exportListInput,
  MAX_PAGE_SIZE,
  translate,
  type ExportListInput,
  type Language,
} from '@pano/contract';
import type { Kit } from '../graphql/builder.ts';
import { contractInput } from '../graphql/contract-input.ts';
import { EXPORT_MAX_ROWS, exportFileResult, exportXlsx } from '../graphql/export-file.ts';
import { claimPermission, operationArea } from '../graphql/operation-permissions.ts';
import { isKnownTimeZone, listSheetColumns } from '../export/list-cells.ts';
import { DomainError, refuse } from '../kernel/envelope.ts';
import { parseInput } from '../kernel/validation.ts';
import type { RequestContext } from '../request/context.ts';
import { forbidden, heldPermissions } from '../request/role-permissions.ts';
import { run } from '../request/run.ts';
import { registeredEntities } from './register-entity.ts';
import { isValuePath, listDocument, listPages, listQueryOf } from './list-export-rows.ts';

/** The generic lists of a schema with the permission area each belongs to: what `exportList` exports. */
function exportableLists(kit: Kit): ReadonlyMap<string, string> {
  const lists = new Map<string, string>();
  for (const def of registeredEntities(kit)) {
    const area = def.api.list && operationArea(kit, def.api.list);
    if (def.api.list && area) lists.set(def.api.list, area);
  }
  return lists;
}

/** The file's name from the screen's (lower case, letters and digits joined by '-'), else 'liste' / 'list'. */
function fileBase(lang: Language, title: string | null | undefined): string {
  const base = (title ?? '')
    .toLocaleLowerCase(lang === 'tr' ? 'tr-TR' : 'en-US')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return base || translate(lang, 'exportFiles.list');
}

/** A worksheet's name: no [ ] : * ? / \ (Excel refuses them), at most 31 characters. */
const sheetName = (title: string | null | undefined, fallback: string) =>
  (title ?? '')
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31) || fallback;

/**
 * Every row of one list as the screen shows it (docs/exports.md, 'Every list'): the caller needs the list's
 * area's `export`; the rows are the list query's own answers, page by page with the caller's context, so
 * its read permission, personal-field guards, search, filters and sort apply; a path the list's rows do not
 * have is refused before any row is read.
 */
async function exportList(kit: Kit, ctx: RequestContext, schema: GraphQLSchema, input: ExportListInput) {
  const { session } = ctx;
  if (!session) throw new DomainError(ctx.authFailure);
  const area = exportableLists(kit).get(input.list);
  const query = area ? listQueryOf(schema, input.list) : undefined;
  if (!area || !query) throw refuse('ExportListUnknown', 'Validation', { list: input.list });
  if (!(await heldPermissions(session, ctx.loaders)).has(`${area}.export`))
    throw forbidden(ctx.lang, { area, action: 'export' });
  const unknown = input.columns.find((column) => !isValuePath(query, column.path));
  if (unknown) throw refuse('ExportListColumn', 'Validation', { path: unknown.path });
  const zone = input.timeZone ?? undefined;
  if (zone && !isKnownTimeZone(zone)) throw refuse('ExportListTimeZone', 'Validation', { zone });
  const document = listDocument(
    schema,
    query,
    input.columns.map((column) => column.path),
  );
  const { pageNumber: _page, pageSize: _size, ...pager } = input.pagerModel ?? {};
  const base = fileBase(ctx.lang, input.title);
  const pageSize = Math.min(ctx.services.config.exportBatchSize, MAX_PAGE_SIZE);
  return exportXlsx(
    base,
    sheetName(input.title, base),
    listSheetColumns(input.columns, zone),
    listPages(ctx, schema, document, pager, { pageSize, max: EXPORT_MAX_ROWS }),
  );
}

/**
 * `exportList(inputModel: { list, pagerModel, columns, title, timeZone })`: any generic list of the main
 * service as an .xlsx, answering the `ExportFile` envelope. Any signed-in panel user may ask; what it
 * needs is the named list's area's `export` (and its `read`, which the list checks), so it is checked here,
 * not in the operation's mapping (docs/permissions.md).
 */
export function registerListExport(kit: Kit): void {
  const permission = claimPermission(kit, 'exportList', 'query', 'signedIn');
  const input = contractInput(kit, 'ExportListInput', exportListInput, {
    columns: 'ExportColumnInput',
    labels: 'ExportLabelInput',
  });
  kit.builder.queryField('exportList', (t) =>
    t.field({
      type: exportFileResult(kit),
      args: { inputModel: t.arg({ type: input, required: true }) },
      resolve: (_root, args, ctx, info) =>
        run(
          ctx,
          () => exportList(kit, ctx, info.schema, parseInput(exportListInput, args.inputModel)),
          kit.kind,
          { permission },
        ),
    }),
  );
}
