import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { listFailedMails, retryFailedMail, type OutboxRow } from '../mail/outbox-repo.ts';

const USAGE = `usage:
  npm run mail -- failed        lists the mails given up after their last attempt (newest first)
  npm run mail -- retry <id>    puts a failed mail back in line: the running server sends it within seconds`;

/**
 * `npm run mail -- failed|retry`: the operator's view of the mail outbox (decision 089). With the
 * embedded database, stop the server first: PGlite is a single-process database.
 */
async function main(argv: string[]): Promise<number> {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true });
  const [command, id, ...extra] = positionals;
  const retryId = Number(id);
  const valid =
    extra.length === 0 &&
    ((command === 'failed' && id === undefined) || (command === 'retry' && Number.isSafeInteger(retryId) && retryId > 0));
  if (!valid) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    if (command === 'failed') {
      const failed = await listFailedMails(database.db);
      if (failed.length === 0) console.log('No failed mails.');
      for (const row of failed) console.log(describe(row));
      return 0;
    }
    if (!(await retryFailedMail(database.db, retryId, new Date()))) {
      console.error(`There is no failed mail ${retryId} (npm run mail -- failed lists them).`);
      return 1;
    }
    console.log(`Mail ${retryId} is back in line; the server sends it within seconds.`);
    return 0;
  } finally {
    await database.close();
  }
}

function describe(row: OutboxRow): string {
  const what = row.kind === 'mail' ? `to ${row.mail?.to ?? '?'}: ${row.mail?.subject ?? ''}` : `${row.kind} of order ${row.ref}`;
  return [
    `#${row.id}  ${row.failedAt?.toISOString()}  ${row.attempts} attempts  ${what}`,
    `    restaurant ${row.restaurantId ?? '-'}  Message-ID ${row.messageId}`,
    `    last error: ${row.lastError ?? '-'}`,
  ].join('\n');
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
