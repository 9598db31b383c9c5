export type Dictionary = { [key: string]: string | Dictionary };

function isDictionary(value: unknown): value is Dictionary {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Deep-merges the app's dictionary with the areas' own (features/<area>/i18n): an area may add to shared
 * sections such as `entities`, but a text defined twice is an error, never a silent override.
 */
export function mergeDictionaries(...parts: Dictionary[]): Dictionary {
  const merged: Dictionary = {};
  const into = (target: Dictionary, source: Dictionary, path: string) => {
    for (const [key, value] of Object.entries(source)) {
      const here = path ? `${path}.${key}` : key;
      const existing = target[key];
      if (existing === undefined) target[key] = isDictionary(value) ? into({}, value, here) : value;
      else if (isDictionary(existing) && isDictionary(value)) into(existing, value, here);
      else throw new Error(`dictionary key defined twice: ${here}`);
    }
    return target;
  };
  for (const part of parts) into(merged, part, '');
  return merged;
}
