import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { restaurants } from '../db/schema/restaurant.ts';
import { emailField } from '@tavola/domain/schemas/account';
import { inviteManager } from '../modules/manager/manager-accounts.ts';
import { findManagerByEmail, listManagersOfRestaurant, removeManagerFromRestaurant } from '../modules/manager/manager-repo.ts';

const USAGE = `usage:
  npm run manager -- add --restaurant <slug> --email <e-mail>     adds a manager, prints a one-time set-password link
  npm run manager -- list --restaurant <slug>                      lists the restaurant's managers
  npm run manager -- remove --restaurant <slug> --email <e-mail>   removes the manager from the restaurant (signs them out)`;

/**
 * `npm run manager -- add|list|remove`: the restaurant's manager accounts. A person may manage several
 * restaurants (add them to each). With the embedded database, stop the server first: PGlite is a
 * single-process database.
 */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { restaurant: { type: 'string' }, email: { type: 'string' } },
  });
  const [command, ...extra] = positionals;
  const slug = values.restaurant;
  const needsEmail = command === 'add' || command === 'remove';
  if (!command || extra.length || !slug || !['add', 'list', 'remove'].includes(command) || (needsEmail && !values.email)) {
    console.error(USAGE);
    return 2;
  }
  const email = needsEmail ? emailField.safeParse(values.email) : null;
  if (email && !email.success) {
    console.error(`${values.email}: not a valid e-mail address`);
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    const restaurant = await findRestaurant(database, slug);
    if (!restaurant) {
      console.error(`There is no restaurant with the slug "${slug}".`);
      return 1;
    }
    const deps = { db: database.db, config, clock: () => new Date() };
    if (command === 'add') {
      const { link } = await inviteManager(deps, restaurant, email!.data!);
      console.log(`${email!.data} manages "${restaurant.slug}". Send them this one-time link to set a password (valid 3 days):`);
      console.log(link);
    } else if (command === 'list') {
      const managers = await listManagersOfRestaurant(database.db, restaurant.id);
      if (managers.length === 0) console.log(`"${restaurant.slug}" has no managers yet.`);
      for (const manager of managers) console.log(`${manager.email}${manager.passwordSet ? '' : '  (password not set yet)'}`);
    } else {
      const manager = await findManagerByEmail(database.db, email!.data!);
      if (!manager) {
        console.error(`${email!.data} is not a manager.`);
        return 1;
      }
      await removeManagerFromRestaurant(database.db, manager.id, restaurant.id);
      console.log(`${email!.data} no longer manages "${restaurant.slug}".`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

async function findRestaurant(database: Database, slug: string) {
  const [row] = await database.db.select({ id: restaurants.id, slug: restaurants.slug }).from(restaurants).where(eq(restaurants.slug, slug));
  return row ?? null;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
