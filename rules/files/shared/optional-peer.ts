/**
 * Loads an optional peer dependency of the file rules on first use, once per process: the file
 * rules' modules load without it, and the main entry never asks for it. A missing package is a
 * fault naming the rule and the package to install, never a pass.
 */
export function optionalPeer<M>(name: string, load: () => Promise<M>): (rule: string) => Promise<M> {
  let loading: Promise<M> | undefined;
  return async (rule) => {
    loading ??= load();
    try {
      return await loading;
    } catch (cause) {
      loading = undefined;
      throw new Error(`valigate: the ${rule} rule reads files with ${name}, an optional peer dependency: npm install ${name}`, { cause });
    }
  };
}

/**
 * Passes a failed import on to `optionalPeer`. Written as `import('file-type').catch(importFailed)`:
 * a catch on the import itself tells esbuild the package may be missing, so an app that bundles
 * `valigate/files` without the peers still builds (the content rules then fault at run time).
 */
export const importFailed = (cause: unknown): never => {
  throw cause;
};
