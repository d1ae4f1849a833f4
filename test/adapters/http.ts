import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { InlineRule } from '../../src/index.js';

/** A listening HTTP server and its base URL. */
export interface Running {
  readonly url: string;
  close(): Promise<void>;
}

/** Starts a Node `requestListener` app (Express) on 127.0.0.1 and a random port. */
export async function listen(app: { listen(port: number, host: string, done: () => void): Server }): Promise<Running> {
  const server = await new Promise<Server>((resolve) => {
    const started: Server = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  // Node closes an idle kept-alive connection after 5 s; a test that works for longer between two
  // requests (validating a million elements itself, on a busy machine) could send its next request
  // just as the server closes it, and read ECONNRESET. Fastify keeps them 72 s; so do these.
  server.keepAliveTimeout = 72_000;
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A response's status and parsed JSON body. */
export interface Reply {
  readonly status: number;
  readonly body: any;
}

/** Sends a request and reads the JSON answer; `json` sends a JSON body. */
export async function send(url: string, init: { method?: string; json?: unknown; headers?: Record<string, string>; body?: RequestInit['body'] } = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...init.headers };
  let body = init.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof init.json === 'string' ? init.json : JSON.stringify(init.json);
  }
  const response = await fetch(url, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body: parsed };
}

/** Fails the current file's tests if any promise rejection goes unhandled while they run. */
export function noUnhandledRejections(): void {
  const seen: unknown[] = [];
  const record = (reason: unknown) => seen.push(reason);
  beforeAll(() => void process.on('unhandledRejection', record));
  afterAll(() => void process.off('unhandledRejection', record));
  afterEach(async () => {
    // Let a rejection from the last request surface before checking.
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([]);
  });
}

/** A custom rule that reads the data (it declares the parameter): it passes only when no undeclared key reaches it. */
export const seesDeclaredOnly: InlineRule = {
  name: 'sees_declared_only',
  message: 'The {field} rule saw an undeclared field.',
  validate: (_value, _params, _field, data) => Object.keys(data as object).every((key) => key === 'name'),
};
/** The same, its data parameter hidden from `fn.length` by a default value. */
export const seesDeclaredOnlyByDefault: InlineRule = {
  ...seesDeclaredOnly,
  validate: (_value, _params, _field, data: unknown = {}) => Object.keys(data as object).every((key) => key === 'name'),
};
