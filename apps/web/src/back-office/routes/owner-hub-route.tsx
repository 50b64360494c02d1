import { i18n } from '../../i18n/i18n.ts';
import { loadSetupTexts } from '../features/setup/i18n/use-setup-texts.ts';
import { OwnerHubPage } from '../hub/owner-hub-page.tsx';

/** The overview's words travel with its chunk; the setup checklist's arrive before it renders. */
export function ready(): Promise<void> {
  return loadSetupTexts(i18n.language);
}

/** /manager/restaurant: the owner's overview of the back office. */
export default function OwnerHubRoute() {
  return <OwnerHubPage />;
}
