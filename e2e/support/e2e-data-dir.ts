import os from 'node:os';
import path from 'node:path';
import { E2E_FIRST_PORT } from './e2e-servers.ts';

/**
 * The DATA_DIR of the server the suite starts: mail without SMTP lands in its outbox/ folder, where
 * the account tests pick up the password-reset link.
 */
// Per first port: two runs on one machine (another checkout, E2E_PORT) never share an outbox or uploads.
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `tavola-e2e-${E2E_FIRST_PORT}`);
