import ExcelJS from 'exceljs';
import {
  getNamedType,
  isInputObjectType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildKit, buildSchema } from '../../src/app/schemas.ts';
import { registeredEntities } from '../../src/crud/register-entity.ts';
import { TestServer, type Tenant } from '../harness.ts';
import {
  allOperations,
  documentFor,
  ownToken,
  SESSION_OPERATIONS,
  variablesFor,
  type SideTokens,
} from './schema-walk.ts';

const schema = buildSchema('main');

/** Every export of the panel, found by its answer type; `exportList` is walked list by list below. */
function exportOperations(): GraphQLField<unknown, unknown>[] {
  const fields = Object.values(schema.getQueryType()?.getFields() ?? {});
  return fields.filter(
    (field) => getNamedType(field.type).name === 'ExportFileResult' && field.name !== 'exportList',
  );
}

/** Every value a list's rows answer, its relations' too (`role.name`): the columns of its walk. */
function valuePaths(type: GraphQLNamedType, depth = 0, prefix = ''): string[] {
  if (!isObjectType(type)) return [];
  return Object.values(type.getFields()).flatMap((field) => {
    if (field.args.some((arg) => isNonNullType(arg.type))) return [];
    const named = getNamedType(field.type);
    if (isLeafType(named)) return [`${prefix}${field.name}`];
    return depth < 1 ? valuePaths(named, depth + 1, `${prefix}${field.name}.`) : [];
  });
}

interface ListExport {
  list: string;
  columns: { path: string; header: string }[];
  /** Its pager's number filters, each naming row 1: for a list that needs its parent (a notice's readers). */
  parent: Record<string, number>;
}

/** Every generic list with every value its rows answer (at most the 40 columns an export takes). */
function listExports(): ListExport[] {
  const queries = schema.getQueryType()?.getFields() ?? {};
  return registeredEntities(buildKit('main')).flatMap((def) => {
    const list = def.api.list && queries[def.api.list];
    const data = list && getNamedType(list.type);
    const rows = data && isObjectType(data) ? data.getFields().data : undefined;
    if (!list || !rows) return [];
    const paths = valuePaths(getNamedType(rows.type)).slice(0, 40);
    const pager = list.args.map((arg) => getNamedType(arg.type)).find(isInputObjectType);
    const parent = Object.fromEntries(
      Object.values(pager?.getFields() ?? {})
        .filter((field) => getNamedType(field.type).name === 'Int' && !/^page/.test(field.name))
        .map((field) => [field.name, 1]),
    );
    return [{ list: list.name, columns: paths.map((path) => ({ path, header: `=${path}` })), parent }];
  });
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Generated from the schema: formula-looking text is written through every mutation of every service (twice,
 * so rows that need another row find it), then every Excel export is read back: no cell is a formula, and
 * every cell whose text starts with = + - @ tab or CR is text-formatted.
 */
describe('exports never carry a formula', () => {
  let server: TestServer;
  let tenant: Tenant;
  let sides: SideTokens;
  /** Rows an export is about (`disclaimerId`): made here, so each export names one that exists. */
  const subjects: Record<string, number> = {};

  beforeAll(async () => {
    server = await TestServer.start();
    tenant = await server.createTenant();
    sides = { panel: await server.signIn(tenant), portal: (await server.signInEmployee(tenant)).token };
    const disclaimer = await server.call<{ id: number }>(
      'mutation { createDisclaimer(inputModel: { name: "=1+1", value: "+metin", version: "1.0.0" }) { isSuccess data { id } } }',
      {},
      { token: sides.panel },
    );
    subjects.disclaimerId = disclaimer.data.id;
    const writes = allOperations().filter(
      (op) =>
        op.kind === 'mutation' &&
        !SESSION_OPERATIONS.has(op.name) &&
        !/^(delete|remove|setAllTokensPassive)/i.test(op.name),
    );
    for (let pass = 0; pass < 2; pass += 1) {
      for (const op of writes) {
        await server.graphql(documentFor(op), variablesFor(op, 'formula'), {
          token: ownToken(op, sides),
          service: op.service,
        });
      }
    }
  });
  afterAll(() => server.stop());

  it('there are exports to check', () => {
    expect(exportOperations().length).toBeGreaterThan(0);
  });

  /** Every cell of a file: no formula, and formula-looking text text-formatted; answers how many such. */
  const hostileCells = async (name: string, base64: string) => {
    let hostile = 0;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(base64, 'base64') as never);
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          expect(cell.type, `${name} ${cell.address}`).not.toBe(ExcelJS.ValueType.Formula);
          if (typeof cell.value === 'string' && FORMULA_START.test(cell.value)) {
            hostile += 1;
            expect(cell.numFmt, `${name} ${cell.address}`).toBe('@');
          }
        }),
      ),
    );
    return hostile;
  };

  it('every generic list exports, keeping formula-looking text and headers as text', async () => {
    let hostile = 0;
    let files = 0;
    const walked = listExports();
    expect(walked.length).toBeGreaterThan(50);
    for (const { list, columns, parent } of walked) {
      const exported = (pagerModel: Record<string, number>) =>
        server.call<{ fileBase64String: string }>(
          'query($i: ExportListInput!) { exportList(inputModel: $i) { isSuccess message messages { code } data { fileBase64String } } }',
          { i: { list, columns, title: `=${list}`, pagerModel } },
          { token: sides.panel },
        );
      let answer = await exported({});
      // a list of a parent's rows needs the parent
      if (answer.messages[0]?.code === 'Validation') answer = await exported(parent);
      if (answer.messages[0]?.code === 'NothingToExport') continue;
      expect(answer.isSuccess, `${list}: ${answer.message ?? ''}`).toBe(true);
      files += 1;
      // every header looks like a formula
      hostile += (await hostileCells(list, answer.data.fileBase64String)) - columns.length;
    }
    expect(files).toBeGreaterThan(20);
    // the walk really wrote formula-looking text that some list carried
    expect(hostile).toBeGreaterThan(0);
  });

  it('every export keeps formula-looking text as text', async () => {
    let hostile = 0;
    for (const field of exportOperations()) {
      const required = field.args.filter((arg) => isNonNullType(arg.type));
      const op = { service: 'main' as const, kind: 'query' as const, name: field.name, args: required };
      const document = documentFor(op).replace(
        '{ isSuccess message messages { code message } }',
        '{ isSuccess messages { code } data { fileName fileBase64String } }',
      );
      const variables = variablesFor(op, 'valid');
      for (const value of Object.values(variables))
        if (typeof value === 'object' && value !== null)
          for (const key of Object.keys(value))
            if (key in subjects) (value as Record<string, unknown>)[key] = subjects[key];
      const answer = await server.call<{ fileName: string; fileBase64String: string }>(document, variables, {
        token: sides.panel,
      });
      // a list with no row has no file (NothingToExport): nothing in it to check
      if (answer.messages[0]?.code === 'NothingToExport') continue;
      expect(answer.isSuccess, field.name).toBe(true);
      hostile += await hostileCells(field.name, answer.data?.fileBase64String ?? '');
    }
    // the walk really wrote formula-looking text that some export carried
    expect(hostile).toBeGreaterThan(0);
  });
});
