// The values of a TypeScript enum or an `as const` list, as the `enum` rule and `Rule.enum()` read them.

/** The values of a TypeScript enum (its reverse mapping of numbers left out) or of an `as const` list. */
export type EnumValues<E> = E extends readonly (infer V)[] ? V : E[keyof E];

/** The values of an enum object or list; a numeric enum's reverse mapping (`{ 0: 'A' }`) is not a value. */
export function enumValues(source: unknown): (string | number)[] {
  if (Array.isArray(source)) return source;
  const members = source as Record<string, unknown>;
  // A numeric member `A = 5` also gives the entry `'5': 'A'`, which points back at it.
  const reverse = ([key, value]: [string, unknown]) => typeof value === 'string' && members[value] === Number(key);
  return Object.entries(members)
    .filter((entry) => !reverse(entry))
    .map(([, value]) => value as string | number);
}

