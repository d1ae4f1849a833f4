// Writing into the objects the run makes (the validated data, the errors, a form's fields): every
// key an own data property, whatever a prototype holds, and no key costing more than its value.

/** The greatest array index: written and deleted, it leaves an object's integer keys in a dictionary. */
const GREATEST_INDEX = 4_294_967_294;

/**
 * True for a key that is an array index of three digits or more (`"1020"`). V8 stores an object's
 * integer keys in a dense run of slots as long as the greatest one, so a new object given `"1020"`
 * alone takes 1,021 slots, 8 KB: request data of many small objects keyed so would cost a thousand
 * times its size in the validated data. A number key is a list's index, whose slots are its elements.
 */
export function isWideIndex(key: string | number): boolean {
  if (typeof key !== 'string') return false;
  const { length } = key;
  if (length < 3 || length > 10 || key.charCodeAt(0) === 48) return false;
  for (let at = 0; at < length; at++) {
    const code = key.charCodeAt(at);
    if (code < 48 || code > 57) return false;
  }
  return Number(key) <= GREATEST_INDEX;
}

/** Keeps `object`'s integer keys in a dictionary, sized by how many it has, not by the greatest. */
export function keepIndicesSparse(object: object): void {
  const slots = object as Record<number, unknown>;
  slots[GREATEST_INDEX] = undefined;
  delete slots[GREATEST_INDEX];
}

/** Two keys no data holds: written and one deleted before the other, they leave an object's keys in a dictionary. */
const SPREAD = [Symbol('spread'), Symbol('spread')] as const;

/**
 * The number of keys past which a wildcard's container is given them in a dictionary from the
 * start. V8 keeps an object's first twenty keys in a fast layout, a new shape per key, then moves
 * them to a dictionary: keys added by computed name one after another (the members of a wide
 * object) cost half as much again going that way as straight into a dictionary.
 */
export const MANY_KEYS = 20;

/** Keeps `object`'s keys in a dictionary (as V8 would past {@link MANY_KEYS}), so the many to come are added there; answers it. */
export function keepKeysInDictionary<T extends object>(object: T): T {
  const slots = object as Record<symbol, unknown>;
  slots[SPREAD[0]] = undefined;
  slots[SPREAD[1]] = undefined;
  // Deleting the last key added undoes its shape; deleting the one before it cannot, so the object leaves the fast layout.
  delete slots[SPREAD[0]];
  delete slots[SPREAD[1]];
  return object;
}

/** Whether the prototype of a container the run made (`{}` or `[]`) has `key`: then an assignment would meet its accessor or read-only value, or `__proto__`'s. */
export const inherits = (target: object, key: string | number): boolean => key in (Array.isArray(target) ? Array.prototype : Object.prototype);

/**
 * Sets `key` as an own data property of an object or array the run made (`{}` or `[]`), and answers
 * `value`: assigned (fast) unless its prototype has the key, then defined, so neither `__proto__`
 * nor a setter or read-only value a polluted prototype holds at that key ever takes the write; a
 * wide index of an object is kept sparse first. The prototype is asked, not the target: `in` on
 * objects of ever-changing shapes is a slow lookup.
 */
export function setOwn<T>(target: Record<PropertyKey, unknown>, key: string | number, value: T): T {
  if (inherits(target, key)) defineOwn(target, key, value);
  else {
    if (isWideIndex(key) && !Array.isArray(target)) keepIndicesSparse(target);
    target[key] = value;
  }
  return value;
}

/** Defines `key` as an own data property of an object the run made, whatever its prototype holds, a wide index kept sparse (a copy of the input's object). */
export function defineOwn(target: object, key: string | number, value: unknown): void {
  if (isWideIndex(key) && !Array.isArray(target)) keepIndicesSparse(target);
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
