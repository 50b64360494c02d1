import { i18n } from '../../i18n/i18n.ts';
import { loadContentTexts } from '../features/content/i18n/use-content-texts.ts';
import { InboxPage } from '../features/inbox/components/inbox-page.tsx';

export function ready(): Promise<void> {
  return loadContentTexts(i18n.language);
}

/** /manager/inbox: contact messages and newsletter subscribers (issue 23). */
export default function InboxRoute() {
  return <InboxPage />;
}
