import { describe, expect, it } from 'vitest';
import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo } from 'graphql';
import { userEntity } from '../src/modules/people/user.entity.ts';
import { quizAttemptEntity } from '../src/modules/quizzes/quiz-attempt.entity.ts';
import type { EntityDefinition } from '../src/crud/entity-definition.ts';
import { requestedColumns } from '../src/crud/requested-columns.ts';

/** What a list resolver is given for the first field of `query`. */
function infoOf(query: string): GraphQLResolveInfo {
  const document = parse(query);
  const fragments: Record<string, FragmentDefinitionNode> = {};
  let field: FieldNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    if (definition.kind === Kind.OPERATION_DEFINITION)
      field = definition.selectionSet.selections[0] as FieldNode;
  }
  return { fieldNodes: [field!], fragments } as unknown as GraphQLResolveInfo;
}

const columns = (def: EntityDefinition, query: string) => requestedColumns(def, infoOf(query));

describe('requestedColumns (the columns a list page reads)', () => {
  it('takes the columns of the fields asked for under data, with the id, through fragments', () => {
    expect(columns(userEntity, '{ users { totalItemCount data { email } } }')).toEqual(['email', 'id']);
    expect(
      columns(
        userEntity,
        `{ users { data { ...on User { name } ...more rowVersion __typename } } }
         fragment more on User { surname @skip(if: true) }`,
      ),
    ).toEqual(['id', 'name', 'surname']);
  });

  it('reads a relation by its key, a batched field by the id, a computed one by what it says it reads', () => {
    expect(columns(userEntity, '{ users { data { role { name } isLocked } } }')).toEqual(['id', 'roleId']);
    expect(columns(userEntity, '{ users { data { fullName hasPassword } } }')).toEqual([
      'id',
      'name',
      'passwordHash',
      'surname',
    ]);
  });

  it('reads every column for a field that does not say what it reads, or is not the entity’s', () => {
    expect(columns(quizAttemptEntity, '{ quizAttempts { data { id state { name } } } }')).toBeUndefined();
    expect(columns(userEntity, '{ users { data { passwordHash } } }')).toBeUndefined();
  });
});
