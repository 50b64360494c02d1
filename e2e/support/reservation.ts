import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReservationTimes } from '@tavola/domain/schemas/reservation';
import { ar } from '../../apps/web/src/i18n/ar.ts';
import { de } from '../../apps/web/src/i18n/de.ts';
import { en } from '../../apps/web/src/i18n/en.ts';
import { fr } from '../../apps/web/src/i18n/fr.ts';
import { arLazy } from '../../apps/web/src/i18n/lazy/ar.ts';
import { deLazy } from '../../apps/web/src/i18n/lazy/de.ts';
import { enLazy } from '../../apps/web/src/i18n/lazy/en.ts';
import { frLazy } from '../../apps/web/src/i18n/lazy/fr.ts';
import { apiAs, publicToken } from './account.ts';
import { E2E_DATA_DIR } from './e2e-data-dir.ts';
import { expect, type Page } from './test.ts';

export const LANG_TEXTS = {
  en: { header: en.header, reservation: enLazy.reservation },
  de: { header: de.header, reservation: deLazy.reservation },
  fr: { header: fr.header, reservation: frLazy.reservation },
  ar: { header: ar.header, reservation: arLazy.reservation },
} as const;
export type TestLang = keyof typeof LANG_TEXTS;

/** Opens 'Table Reservation' as a guest does: the header's link, or the navigation sheet where the header has no room. */
export async function openReservationOverlay(page: Page, lang: TestLang = 'de'): Promise<void> {
  const { header } = LANG_TEXTS[lang];
  const inHeader = page
    .getByRole('navigation', { name: header.mainNavigation })
    .getByRole('button', { name: header.tableReservation });
  // The header's links stand in one row until the page measures them (and again once the web fonts are
  // in), then may move into the 'more' menu. Decide only after that, as a guest sees the page.
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  // One more frame for the measurement the fonts set off (ResizeObserver).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  if (await inHeader.isVisible()) {
    await inHeader.click();
  } else {
    await page.getByTestId('navigation-button').click();
    await page.getByTestId('navigation-sheet').getByRole('button', { name: header.tableReservation }).click();
  }
  await expect(page.getByTestId('reservation-overlay')).toBeVisible();
}

/** The reservation API as the storefront calls it (the page's public token). */
export async function reservationApi(page: Page) {
  const api = await apiAs(page, await publicToken(page));
  return {
    times: async (query: Record<string, string | number>) =>
      (await api.get('restaurant/reservation-times', query)).data as ReservationTimes,
    // reserve-table is a bot-protected form (decision 061): it carries a signed form-start token.
    reserve: async (body: Record<string, unknown>) => {
      const start = (await api.get('forms/start')).data as { formToken: string };
      return (await api.post('restaurant/reserve-table', { form_token: start.formToken, ...body })).data as {
        id: string;
        time: string;
        tableName: string;
      };
    },
  };
}

/** The cancel link of the newest reservation mail to `email`, read from the server's outbox. */
export async function reservationLinkMailedTo(email: string): Promise<string> {
  const folders = [
    path.join(E2E_DATA_DIR, 'outbox'),
    path.resolve(import.meta.dirname, '../../apps/server/data/outbox'),
  ];
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        link = await findLink(folders, email);
        return link;
      },
      { message: `a reservation mail to ${email}`, timeout: 15_000 },
    )
    .not.toBeNull();
  return link!;
}

async function findLink(folders: string[], email: string): Promise<string | null> {
  for (const folder of folders) {
    const names = (await readdir(folder).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
    for (const name of names) {
      const mail = await readFile(path.join(folder, name), 'utf8')
        .then((text) => JSON.parse(text) as { to: string; text: string })
        .catch(() => null);
      const link = mail?.to.includes(email) ? mail.text.match(/https?:\/\/\S+\/reservation\?\S+/) : null;
      if (link) return link[0];
    }
  }
  return null;
}
