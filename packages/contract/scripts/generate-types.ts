import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLType,
  type GraphQLSchema,
} from 'graphql';

const SCALARS: Record<string, string> = {
  Int: 'number',
  Float: 'number',
  String: 'string',
  Boolean: 'boolean',
  ID: 'string',
};

function typeRef(type: GraphQLType, nullable = true): string {
  if (isNonNullType(type)) return typeRef(type.ofType, false);
  const inner = isListType(type)
    ? `${typeRef(type.ofType)}[]`
    : isScalarType(type)
      ? (SCALARS[type.name] ?? 'unknown')
      : type.name;
  return nullable ? `${inner} | null` : inner;
}

/** TypeScript types for every object, input and enum type of a printed schema. */
export function generateTypes(sdl: string, header: string): string {
  const schema: GraphQLSchema = buildSchema(sdl);
  const lines = [
    `// ${header}`,
    '// Generated from the printed schema by `npm run codegen -w @pano/contract`. Do not edit.',
    '',
  ];
  const types = Object.values(schema.getTypeMap())
    .filter((t) => !t.name.startsWith('__'))
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const type of types) {
    if (isObjectType(type) || isInputObjectType(type)) {
      lines.push(`export interface ${type.name} {`);
      for (const field of Object.values(type.getFields())) {
        const optional = isInputObjectType(type) && !isNonNullType(field.type) ? '?' : '';
        lines.push(`  ${field.name}${optional}: ${typeRef(field.type)};`);
      }
      lines.push('}', '');
    } else if (isEnumType(type)) {
      lines.push(
        `export type ${type.name} = ${type
          .getValues()
          .map((v) => `'${v.name}'`)
          .join(' | ')};`,
        '',
      );
    }
  }
  return lines.join('\n');
}
