// The instances of valigate's classes that every loaded copy recognises: an application that
// imports the ESM build while a dependency requires the CJS one (or two bundles) has two copies of
// each class, and `instanceof` would answer false across them. Each class records what it makes in
// a set kept in the shared registry, which a look-alike object can never join.
import { registry } from './registry.js';

/** The instances of class `name` made by any loaded copy of valigate. */
export function instancesOf(name: string): WeakSet<object> {
  const instances = (registry().instances ??= new Map());
  let made = instances.get(name);
  if (made === undefined) instances.set(name, (made = new WeakSet()));
  return made;
}

/** `instanceof` for a class of valigate's (`base`): its instances from any copy; a subclass (`self`) asks the prototype chain as usual. */
export function isInstance(base: abstract new (...args: never[]) => unknown, name: string, self: unknown, value: unknown): boolean {
  if (self !== base) return Function.prototype[Symbol.hasInstance].call(self, value);
  return typeof value === 'object' && value !== null && instancesOf(name).has(value);
}
