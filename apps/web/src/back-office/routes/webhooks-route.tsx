import { i18n } from '../../i18n/i18n.ts';
import { loadWebhooksTexts } from '../features/webhooks/i18n/use-webhooks-texts.ts';
import { WebhooksPage } from '../features/webhooks/components/webhooks-page.tsx';

/** The screen's texts arrive with its chunk, so it never shows a text key. */
export function ready(): Promise<void> {
  return loadWebhooksTexts(i18n.language);
}

/** /manager/integrations: webhook endpoints for the restaurant's own services. */
export default function WebhooksRoute() {
  return <WebhooksPage />;
}
