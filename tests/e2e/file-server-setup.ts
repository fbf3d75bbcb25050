import { afterAll, beforeAll } from 'vitest';
import { startFileServer, stopFileServer } from './file-server.ts';

// Every browser suite file: its own server before its first test, stopped after its last.
beforeAll(startFileServer, 60_000);
afterAll(stopFileServer, 60_000);
