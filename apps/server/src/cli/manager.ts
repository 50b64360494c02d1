import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { restaurants } from '../db/schema/restaurant.ts';
import { z } from 'zod';
import { emailField } from '@tavola/domain/schemas/account';
import { STAFF_ROLES } from '@tavola/domain/schemas/manager';
import { findManagerByEmail, listManagersOfRestaurant, roleInRestaurant } from '../modules/manager/manager-repo.ts';
import { cliAddStaff, cliOperator, cliRemoveStaff } from '../modules/staff/cli-staff-change.ts';

const USAGE = `usage:
  npm run manager -- add --restaurant <slug> --email <e-mail> [--role owner|manager|kitchen]
                                   adds a manager (default) or owner, prints a one-time set-password link;
                                   for someone already there, sets the role
  npm run manager -- list --restaurant <slug>                      lists the restaurant's staff and their roles
  npm run manager -- remove --restaurant <slug> --email <e-mail>   removes the manager from the restaurant (signs them out)`;

/**
 * `npm run manager -- add|list|remove`: the restaurant's manager accounts. A person may manage several
 * restaurants (add them to each). Changes are logged in the staff audit like the staff screen's, by
 * "cli:<operator>" (cli-staff-change.ts). With the embedded database, stop the server first: PGlite is
 * a single-process database.
 */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { restaurant: { type: 'string' }, email: { type: 'string' }, role: { type: 'string' } },
  });
  const [command, ...extra] = positionals;
  const slug = values.restaurant;
  const needsEmail = command === 'add' || command === 'remove';
  if (!command || extra.length || !slug || !['add', 'list', 'remove'].includes(command) || (needsEmail && !values.email)) {
    console.error(USAGE);
    return 2;
  }
  const role = z.enum(STAFF_ROLES).optional().safeParse(values.role);
  if (!role.success || (values.role !== undefined && command !== 'add')) {
    console.error(`--role must be one of ${STAFF_ROLES.join(', ')} (with add)`);
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
      const { managerId, link } = await cliAddStaff(deps, restaurant, email!.data!, role.data, cliOperator());
      const now = await roleInRestaurant(database.db, managerId, restaurant.id);
      console.log(`${email!.data} is ${now === 'owner' ? 'an owner' : 'a manager'} of "${restaurant.slug}". Send them this one-time link to set a password (valid 3 days):`);
      console.log(link);
    } else if (command === 'list') {
      const managers = await listManagersOfRestaurant(database.db, restaurant.id);
      if (managers.length === 0) console.log(`"${restaurant.slug}" has no managers yet.`);
      for (const manager of managers) console.log(`${manager.email}  ${manager.role}${manager.passwordSet ? '' : '  (password not set yet)'}`);
    } else {
      const manager = await findManagerByEmail(database.db, email!.data!);
      if (!manager) {
        console.error(`${email!.data} is not a manager.`);
        return 1;
      }
      await cliRemoveStaff(database.db, restaurant.id, manager, cliOperator());
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
