/** A user row, or the name and surname columns of one. */
type NameParts = Readonly<Record<string, unknown>>;

/** A user as the panel, the portal and the sheets show them: "name surname" (undefined without a user). */
export function fullNameOf(user: NameParts): string;
export function fullNameOf(user: NameParts | undefined): string | undefined;
export function fullNameOf(user: NameParts | undefined): string | undefined {
  return user ? `${String(user.name)} ${String(user.surname)}` : undefined;
}
