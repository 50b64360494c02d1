import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { resealAllCredentials, ResealError } from '../payments/credentials/reseal-credentials.ts';

const USAGE = `usage:
  npm run credentials -- reseal   seals every restaurant's stored provider credentials again with the
                                  current CREDENTIALS_KEY (older keys from CREDENTIALS_PREVIOUS_KEYS open them)`;

/**
 * `npm run credentials -- reseal`: the end of a key rotation (decision 088). Afterwards no row needs a
 * previous key, so CREDENTIALS_PREVIOUS_KEYS can be emptied. With the embedded database, stop the
 * server first: PGlite is a single-process database.
 */
async function main(argv: string[]): Promise<number> {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true });
  if (positionals.length !== 1 || positionals[0] !== 'reseal') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (!config.credentialKeys) {
    console.error('CREDENTIALS_KEY is not set: there is no key to seal with.');
    return 2;
  }
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    const outcome = await resealAllCredentials(database.db, config.credentialKeys);
    console.log(
      `Re-sealed ${outcome.resealed} stored credential${outcome.resealed === 1 ? '' : 's'} with key ${config.credentialKeys.current.id} ` +
        `(${outcome.fromPreviousKeys} had an older key). CREDENTIALS_PREVIOUS_KEYS is no longer needed for them.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ResealError) {
      console.error(`${error.message}. Add the key that sealed it to CREDENTIALS_PREVIOUS_KEYS and run this again.`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
