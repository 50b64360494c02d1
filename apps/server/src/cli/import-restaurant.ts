import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { refreshPlannerStatistics } from '../db/planner-statistics.ts';
import {
  importRestaurant,
  validateImportFile,
  type ImportIssue,
} from '../modules/restaurant/import/import-restaurant.ts';

/**
 * `npm run import -- file.json`: imports or updates a restaurant from an import file
 * (docs/restaurant-import.md) into the configured database. A bad file prints every problem as
 * `path: reason` and exits 1 without writing anything.
 * With the embedded database, stop the server first: PGlite is a single-process database.
 */
async function main(argv: string[]): Promise<number> {
  const [fileArg, ...rest] = argv;
  if (!fileArg || rest.length > 0) {
    console.error('usage: npm run import -- <restaurant.json>');
    return 2;
  }
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArg);
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    console.error(
      `${fileArg}: ${error instanceof SyntaxError ? `not valid JSON (${error.message})` : 'cannot be read'}`,
    );
    return 1;
  }

  const config = loadConfig();
  const files = { sourceDir: path.dirname(file), uploadsDir: path.join(config.dataDir, 'uploads') };
  // a bad file is refused before the database is even opened
  const checked = await validateImportFile(data, files);
  if (!checked.ok) return refused(fileArg, checked.errors);

  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    const outcome = await importRestaurant(database.db, data, files);
    if (!outcome.ok) return refused(fileArg, outcome.errors);
    await refreshPlannerStatistics(database.db);
    console.log(
      `${outcome.created ? 'Imported' : 'Updated'} restaurant "${outcome.slug}" (id ${outcome.restaurantId}).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

function refused(fileArg: string, errors: ImportIssue[]): number {
  for (const issue of errors) console.error(`${issue.path}: ${issue.message}`);
  console.error(`${fileArg} was refused (${errors.length} problem(s)); nothing was written.`);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
