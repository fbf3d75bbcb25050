import { afterAll, beforeAll } from 'vitest';
import { startFileServer, stopFileServer } from './file-server.ts';

// Every browser suite file: its own server before its first test, stopped after its last.
// Each file makes a fresh embedded database (initdb), measured at 12-17 s under load 12.
beforeAll(startFileServer, 120_000);
afterAll(stopFileServer, 60_000);
