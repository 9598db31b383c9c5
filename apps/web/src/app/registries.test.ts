// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { definitionDocuments } from '../crud/core/definitionDocuments.ts';
import type { EntityDefinition } from '../crud/core/definition.ts';
import { AREAS } from '../features/areas.ts';
import { screenPaths } from './areaRoutes.tsx';

function printedSchema(name: 'schema' | 'shared'): GraphQLSchema {
  const file = fileURLToPath(new URL(`../../../../packages/contract/${name}.graphql`, import.meta.url));
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: print it with \`npm run schema\` before running the web tests.`);
  }
  return buildSchema(readFileSync(file, 'utf8'));
}

/** Every area's registry, loaded as its first screen would load it. */
async function registries(): Promise<[string, Record<string, EntityDefinition>][]> {
  return Promise.all(
    AREAS.map(async (area): Promise<[string, Record<string, EntityDefinition>]> => [
      area.name,
      (await area.registry?.()) ?? {},
    ]),
  );
}

describe("the areas' registries", () => {
  it('build documents that are all valid against packages/contract/schema.graphql', async () => {
    const schema = printedSchema('schema');
    const documents = (await registries()).flatMap(([area, registry]) =>
      Object.entries(registry).flatMap(([entry, definition]) =>
        definitionDocuments(definition).map(([kind, document]) => [`${area}.${entry}.${kind}`, document]),
      ),
    );
    expect(documents.length).toBeGreaterThan(60);
    const invalid = documents.flatMap(([name, document]) => {
      const errors = validate(schema, parse(document ?? '')).map((error) => error.message);
      return errors.length ? [`${name}: ${errors.join(' | ')}\n    ${document}`] : [];
    });
    expect(invalid, `documents that do not validate:\n${invalid.join('\n')}`).toEqual([]);
  });

  it("name every screen's entry, and link only to screens an area provides", async () => {
    const paths = screenPaths(AREAS);
    const all = new Map(await registries());
    const problems: string[] = [];
    for (const area of AREAS) {
      const registry = all.get(area.name) ?? {};
      for (const [id, screen] of Object.entries(area.screens))
        if ('entry' in screen && !registry[screen.entry]) problems.push(`${id}: no entry '${screen.entry}'`);
      for (const [entry, definition] of Object.entries(registry)) {
        const targets = [
          ...(definition.rows?.links ?? []).map((link) => link.screen),
          ...(definition.list.back ? [definition.list.back] : []),
        ];
        for (const target of targets)
          if (!paths.has(target)) problems.push(`${area.name}.${entry}: no screen '${target}'`);
      }
    }
    expect(problems).toEqual([]);
  });
});
