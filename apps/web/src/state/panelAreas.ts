/**
 * The panel's areas by name, in the manifests' order (`features/areas.ts`; the app hands them over as it
 * loads): the rows of a role's permission matrix, so a new area appears in it by itself.
 */
let names: readonly string[] = [];

export function setPanelAreas(list: readonly string[]): void {
  names = [...list];
}

export const panelAreas = (): readonly string[] => names;
