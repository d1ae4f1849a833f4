import { type Chain, type RuleDefinition, Validator } from '../src/core.js';
import { uuid as UUID, uuidVariant, uuidVersion } from '../src/patterns.js';

const NIL = '00000000-0000-0000-0000-000000000000';
const MAX = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

/** Whether `value` (8-4-4-4-12 hex digits) is a UUID of `version`: `nil` (or 0) and `max` are the two special values; 1 to 8 need that version digit and the RFC 9562 variant, as Laravel (ramsey/uuid) checks. */
function hasVersion(value: string, version: string): boolean {
  if (version === 'nil' || version === '0') return value === NIL;
  if (version === 'max') return value.toLowerCase() === MAX;
  return value[14] === version && uuidVariant.test(value[19]!);
}

/** `uuid[:version]`: 8-4-4-4-12 hex digits, any case; with a version (0 to 8, `nil`, `max`), a UUID of that version. */
export const uuid: RuleDefinition<{ version: string | undefined }> = {
  pure: true,
  message: 'The {field} must be a valid UUID.',
  jsonSchema: ({ version }) => (version === undefined ? { type: 'string', format: 'uuid', pattern: UUID } : undefined),
  parse: (args) => {
    if (args.length > 1) throw new Error('expects at most one version');
    const version = args.length ? String(args[0]) : undefined;
    if (version !== undefined && !uuidVersion.test(version)) throw new Error(`expects a version from 0 to 8, nil or max, got "${version}"`);
    return { version };
  },
  validate: (value, params) => typeof value === 'string' && UUID.test(value) && (params.version === undefined || hasVersion(value, params.version)),
};

Validator.extend('uuid', uuid, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A UUID, of the given version (0 to 8, `'nil'`, `'max'`) if one is named. */
    uuid(version?: number | 'nil' | 'max'): Chain<F, 'uuid'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    uuid: string;
  }
}
