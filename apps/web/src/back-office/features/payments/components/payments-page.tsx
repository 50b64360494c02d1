import { OwnerFrame, OwnerNotice, isOwnerOnly } from '../../../shared/owner-frame.tsx';
import { usePayments } from '../api/payments-api.ts';
import { usePaymentsTexts } from '../i18n/use-payments-texts.ts';
import { MethodsCard } from './methods-card.tsx';
import { ProviderCard } from './provider-card.tsx';

/** /manager/payments: ways to pay per delivery type, and the restaurant's own provider accounts. */
export function PaymentsPage() {
  const { t } = usePaymentsTexts();
  return <OwnerFrame title={t('title')}>{(token) => <PaymentsScreen token={token} />}</OwnerFrame>;
}

function PaymentsScreen({ token }: { token: string }) {
  const { t } = usePaymentsTexts();
  const section = usePayments(token);
  if (section.isPending) {
    return (
      <p role="status" className="p-6 text-center text-muted">
        {t('loading')}
      </p>
    );
  }
  if (section.isError) {
    if (isOwnerOnly(section.error)) return <OwnerNotice kind="ownerOnly" />;
    return <OwnerNotice kind="loadFailed" onRetry={() => void section.refetch()} />;
  }
  const { value } = section.data;
  return (
    <div className="grid gap-6" data-testid="payments-screen">
      <MethodsCard token={token} payments={value} />
      <section aria-labelledby="providers-heading" className="grid gap-3">
        <div>
          <h2 id="providers-heading" className="text-lg font-bold">
            {t('providers.heading')}
          </h2>
          <p className="text-muted">{t('providers.intro')}</p>
        </div>
        {value.testMode && (
          <p className="rounded-2xl bg-amber-50 p-4 text-amber-950" data-testid="payments-test-mode">
            {t('providers.testMode')}
          </p>
        )}
        {!value.canStoreCredentials && (
          <p className="rounded-2xl bg-amber-50 p-4 text-amber-950" data-testid="credentials-key-missing">
            {t('providers.noKey')}
          </p>
        )}
        <div className="grid gap-4 md:grid-cols-2">
          {value.providers.map((provider) => (
            <ProviderCard key={provider.provider} token={token} provider={provider} canStore={value.canStoreCredentials} />
          ))}
        </div>
      </section>
    </div>
  );
}
