import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button.ts';
import { Icon } from '../../ui/icon.tsx';
import { useDocumentMeta } from '../document-meta.ts';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentMeta('notFound');
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center" data-testid="not-found">
      <div className="mb-6 grid size-20 place-items-center rounded-full bg-primary/10 text-primary-ink">
        <Icon name="dish" className="size-10" />
      </div>
      <p className="text-sm font-semibold tracking-widest text-primary-ink">404</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-balance">{t('notFound.title')}</h1>
      <p className="mt-3 text-muted">{t('notFound.text')}</p>
      <Link to="/menu" className={buttonClass('primary', 'lg', 'mt-8')}>
        <Icon name="arrowStart" />
        {t('notFound.back')}
      </Link>
    </section>
  );
}
