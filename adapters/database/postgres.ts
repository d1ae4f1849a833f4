import type { PresenceVerifier } from '../../src/core.js';
import { sqlVerifier } from './sql.js';

/** The part of a pg `Pool` or `Client` the verifier uses; valigate never imports the driver. */
export interface PostgresQueryable {
  query(text: string, values?: unknown[]): PromiseLike<{ rows: Record<string, unknown>[] }>;
}

/** A presence verifier for a pg `Pool` or `Client`: `Validator.useDatabase(postgresVerifier(pool))`. */
export function postgresVerifier(poolOrClient: PostgresQueryable): PresenceVerifier {
  return sqlVerifier({ placeholder: (index) => `$${index}` }, ({ text, values }) => poolOrClient.query(text, values).then((result) => result.rows));
}
