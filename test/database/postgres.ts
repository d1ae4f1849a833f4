// A throwaway PostgreSQL 15 cluster for the tests: initdb in a temporary folder, pg_ctl on a free
// loopback port, stopped and removed after. PostgreSQL refuses to run as root, so as root the
// binaries run as the `postgres` user.
import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

/** A running cluster: where to connect, and how to stop it (idempotent). */
export interface PostgresServer {
  readonly host: string;
  readonly port: number;
  readonly user: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function postgresUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const [uid, gid] = await Promise.all(['-u', '-g'].map(async (flag) => Number((await run('id', [flag, 'postgres'])).stdout.trim())));
  return { uid: uid!, gid: gid! };
}

/** Starts a fresh cluster; trust authentication on 127.0.0.1 only, fsync off (the data is thrown away). */
export async function startPostgres(): Promise<PostgresServer> {
  const owner = await postgresUser();
  const as = (bin: string, args: string[]) => (owner ? run('runuser', ['-u', 'postgres', '--', join(BIN, bin), ...args]) : run(join(BIN, bin), args));
  const dir = mkdtempSync(join(tmpdir(), 'valigate-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await as('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    await as('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', settings, '-w', '-t', '60', 'start']);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host: '127.0.0.1', port, user: 'postgres', stop };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster the global setup started for the database tests. */
    postgres: { host: string; port: number; user: string };
  }
}

/** Vitest global setup: one cluster for the whole run, stopped and removed at the end. */
export default async function setup({ provide }: { provide(key: 'postgres', value: { host: string; port: number; user: string }): void }): Promise<() => Promise<void>> {
  const server = await startPostgres();
  provide('postgres', { host: server.host, port: server.port, user: server.user });
  return () => server.stop();
}
