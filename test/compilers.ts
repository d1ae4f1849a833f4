import { join } from 'node:path';

const modules = join(import.meta.dirname, '..', 'node_modules');

/**
 * The TypeScript compilers a project may check valigate's types with: the pinned 6.0.x that builds
 * it, and 7.x, the native compiler (installed as `typescript7`), which users may already run.
 */
export const COMPILERS = [
  { name: 'TypeScript 6', tsc: join(modules, 'typescript', 'bin', 'tsc') },
  { name: 'TypeScript 7', tsc: join(modules, 'typescript7', 'bin', 'tsc') },
] as const;
