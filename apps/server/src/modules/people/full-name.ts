import type { Row } from '../../crud/entity-definition.ts';

/** A user as a sheet or a list shows them: "name surname"; undefined without a user. */
export const fullNameOf = (user: Row | undefined): string | undefined =>
  user ? `${String(user.name)} ${String(user.surname)}` : undefined;
