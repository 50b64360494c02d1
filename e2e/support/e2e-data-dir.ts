import os from 'node:os';
import path from 'node:path';

/**
 * The DATA_DIR of the server the suite starts: mail without SMTP lands in its outbox/ folder, where
 * the account tests pick up the password-reset link.
 */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'tavola-e2e');
