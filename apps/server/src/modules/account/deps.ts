import type { AppDeps } from '../../app.ts';

/** What account services need from the app: the database, configuration, the clock and the mailer. */
export type AccountDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'mailer'>;
