import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailField } from '@tavola/domain/schemas/account';
import { CURRENCIES, RESTAURANT_LANGS, slugSchema, timeZoneSchema } from '@tavola/domain/schemas/restaurant-import';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { AppError } from '../http/errors.ts';
import { createMailer } from '../mail/mailer.ts';
import { createRestaurant } from '../modules/onboarding/create-restaurant.ts';
import { formatMessage, isMessageCode } from '@tavola/domain/messages/catalogue';

const USAGE = `usage:
  npm run restaurant -- create --slug <slug> --name <name> --owner <e-mail>
                               [--lang de|en|fr|ar] [--currency EUR|USD|GBP] [--time-zone Europe/Berlin]
      creates an empty restaurant in setup ('coming soon' until its owner goes live) and prints the
      owner's one-time link (also mailed)`;

const createOptions = z.object({
  slug: slugSchema,
  name: z.string().trim().min(1).max(120),
  owner: emailField,
  lang: z.enum(RESTAURANT_LANGS).optional(),
  currency: z.enum(CURRENCIES).optional(),
  timeZone: timeZoneSchema.optional(),
});

/**
 * `npm run restaurant -- create`: a new restaurant from nothing (decision 090). With the embedded
 * database, stop the server first: PGlite is a single-process database.
 */
export async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      slug: { type: 'string' },
      name: { type: 'string' },
      owner: { type: 'string' },
      lang: { type: 'string' },
      currency: { type: 'string' },
      'time-zone': { type: 'string' },
    },
  });
  if (positionals.length !== 1 || positionals[0] !== 'create') {
    console.error(USAGE);
    return 2;
  }
  const parsed = createOptions.safeParse({ ...values, timeZone: values['time-zone'], 'time-zone': undefined });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`--${issue.path.join('.') || 'options'}: ${isMessageCode(issue.message) ? formatMessage(issue.message, 'en') : issue.message}`);
    console.error(USAGE);
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase(config.database);
  const clock = () => new Date();
  const mailer = createMailer(config.mail, console, { db: database.db, clock });
  try {
    await migrateDatabase(database);
    const created = await createRestaurant({ db: database.db, config, clock, mailer }, parsed.data);
    await mailer.drain();
    console.log(`Created "${created.slug}" (in setup: its storefront shows 'coming soon' until the owner goes live).`);
    console.log(
      created.outcome === 'added'
        ? `${parsed.data.owner} already has an account and is now its owner. Their board:`
        : `Send ${parsed.data.owner} this one-time link to set a password (valid 3 days; also mailed):`,
    );
    console.log(created.link);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(`${error.code}: ${formatMessage(error.code, 'en', error.params)}`);
      return 1;
    }
    throw error;
  } finally {
    mailer.close();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
