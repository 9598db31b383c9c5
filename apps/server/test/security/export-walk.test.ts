import ExcelJS from 'exceljs';
import { getNamedType, isNonNullType, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../src/app/schemas.ts';
import { TestServer, type Tenant } from '../harness.ts';
import {
  allOperations,
  documentFor,
  ownToken,
  SESSION_OPERATIONS,
  variablesFor,
  type SideTokens,
} from './schema-walk.ts';

/** Every export of the panel, found by its answer type. */
function exportOperations(): GraphQLField<unknown, unknown>[] {
  const fields = Object.values(buildSchema('main').getQueryType()?.getFields() ?? {});
  return fields.filter((field) => getNamedType(field.type).name === 'ExportFileResult');
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
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(answer.data?.fileBase64String ?? '', 'base64') as never);
      workbook.eachSheet((sheet) =>
        sheet.eachRow((row) =>
          row.eachCell((cell) => {
            expect(cell.type, `${field.name} ${cell.address}`).not.toBe(ExcelJS.ValueType.Formula);
            if (typeof cell.value === 'string' && FORMULA_START.test(cell.value)) {
              hostile += 1;
              expect(cell.numFmt, `${field.name} ${cell.address}`).toBe('@');
            }
          }),
        ),
      );
    }
    // the walk really wrote formula-looking text that some export carried
    expect(hostile).toBeGreaterThan(0);
  });
});
