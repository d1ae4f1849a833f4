import { type Chain, type RuleDefinition, Validator } from '../src/core.js';
import { uuid as UUID, uuidVersion } from '../src/patterns.js';

/** `uuid[:version]`: 8-4-4-4-12 hex digits, any case; with a version, its digit must match. */
export const uuid: RuleDefinition<{ version: string | undefined }> = {
  pure: true,
  message: 'The {field} must be a valid UUID.',
  parse: (args) => {
    if (args.length > 1) throw new Error('expects at most one version');
    const version = args.length ? String(args[0]) : undefined;
    if (version !== undefined && !uuidVersion.test(version)) throw new Error(`expects a version from 0 to 8, got "${version}"`);
    return { version };
  },
  validate: (value, params) => typeof value === 'string' && UUID.test(value) && (params.version === undefined || value[14] === params.version),
};

Validator.extend('uuid', uuid, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface RuleChain<F> {
    /** A UUID, of the given version if one is named. */
    uuid(version?: number): Chain<F, 'uuid'>;
  }
}

declare module '../src/infer.js' {
  interface RuleTypes {
    uuid: string;
  }
}
