/**
 * `valigate/compile`: the code generator. `valigate` installs it; with `valigate/core`, call
 * `installCompiler()` once for validators to run generated code instead of walking the plan.
 */
import { registry } from '../registry.js';
import { compileExecutor } from './executor.js';

/** Lets every validator built from now on compile its plan into generated code (see `validator.executor` and `validator.code`). */
export function installCompiler(): void {
  registry().compiler = compileExecutor;
}

export { generate, type CompiledCode, type GenerateOptions, type Generated, type Runtime, type RunLike } from './generate.js';
export { Code, CodeWriter, _, comment, id, join, literal, num, str } from './code.js';
export { names, numbered } from './names.js';
