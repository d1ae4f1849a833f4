// The database half of the demo: an in-memory SQLite database (better-sqlite3) where one email
// address is already taken, and the presence verifier that `unique` and `exists` ask.
import Database from 'better-sqlite3';
import { sqliteVerifier } from '../dist/adapters/index.js';

/** Opens the demo database: a `users` table holding taken@example.com. Returns `{ db, verifier }`. */
export function createDemoDatabase() {
  const db = new Database(':memory:');
  db.exec(`
    CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE);
    INSERT INTO users (email) VALUES ('taken@example.com');
  `);
  return { db, verifier: sqliteVerifier(db) };
}
