import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { restaurants } from '../db/schema/restaurant.ts';
import { tablesQrSheet, tableUrl } from '../modules/table/table-qr.ts';
import { selectTablesWithCodes } from '../modules/table/tables-repo.ts';

/**
 * `npm run tables:qr -- <slug> [--out file.svg]`: a printable sheet of the restaurant's table QR
 * codes (A4 wide, three a row, each with the table's name and area). The codes open
 * PUBLIC_URL/r/<slug>/menu with the table. With the embedded database, stop the server first.
 */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { out: { type: 'string' } } });
  const [slug, ...extra] = positionals;
  if (!slug || extra.length) {
    console.error('usage: npm run tables:qr -- <restaurant-slug> [--out tables.svg]');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    const [restaurant] = await database.db.select().from(restaurants).where(eq(restaurants.slug, slug));
    if (!restaurant) {
      console.error(`There is no restaurant with the slug "${slug}".`);
      return 1;
    }
    const tables = await selectTablesWithCodes(database.db, restaurant.id);
    if (tables.length === 0) {
      console.error(`"${slug}" has no tables: add them to its import file (docs/restaurant-import.md, "tables").`);
      return 1;
    }
    const sheet = await tablesQrSheet(
      restaurant.name,
      tables.map((table) => ({ table, url: tableUrl(config.publicUrl, slug, table.code) })),
    );
    // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command.
    const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out ?? `${slug}-tables-qr.svg`);
    await writeFile(out, sheet);
    console.log(`Wrote ${tables.length} table QR codes to ${out} (they open ${config.publicUrl}/r/${slug}/menu).`);
    return 0;
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
