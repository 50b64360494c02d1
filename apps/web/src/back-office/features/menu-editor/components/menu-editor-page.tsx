import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useManagerToken } from '../../../../api/manager-token.ts';
import { isApiError } from '../../../../api/api-error.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { SnackbarHost } from '../../../../ui/snackbar.tsx';
import { useDraft } from '../api/menu-draft-api.ts';
import { useNoIndex } from '../../../shared/owner-frame.tsx';
import { useOwnerRestaurant } from '../../../shared/use-owner-restaurant.ts';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';
import { AuditView } from './audit-view.tsx';
import { DishesView } from './dishes-view.tsx';
import { EditorHeader, EDITOR_VIEWS, type EditorView } from './editor-header.tsx';
import { EntrySheet, type Editing } from './entry-sheet.tsx';
import { FileView } from './file-view.tsx';
import { GroupsView } from './groups-view.tsx';
import { VersionsView } from './versions-view.tsx';

/** /manager/menu: signed out leads to the board's sign-in; a manager who is not the owner is told why. */
export function MenuEditorPage() {
  const token = useManagerToken();
  useNoIndex();
  return (
    <>
      {token ? <MenuEditor token={token} /> : <Notice kind="signedOut" />}
      <SnackbarHost />
    </>
  );
}

function Notice({ kind }: { kind: 'signedOut' | 'ownerOnly' | 'loadFailed'; onRetry?: () => void }) {
  const { t } = useEditorTexts();
  return (
    <main className="grid min-h-dvh place-items-center bg-canvas px-4 py-10">
      <div
        className="w-full max-w-md rounded-3xl bg-surface p-7 text-center shadow-raised"
        data-testid={`editor-${kind}`}
      >
        <h1 className="text-2xl font-bold text-balance">{kind === 'loadFailed' ? t('title') : t(`${kind}.heading`)}</h1>
        <p className="mt-2 text-muted">{kind === 'loadFailed' ? t('errors.loadFailed') : t(`${kind}.body`)}</p>
        <Link to="/manager" className={buttonClass('primary', 'lg', 'mt-6')}>
          {kind === 'signedOut' ? t('signedOut.action') : t('backToBoard')}
        </Link>
      </div>
    </main>
  );
}

function MenuEditor({ token }: { token: string }) {
  const { t } = useEditorTexts();
  const restaurant = useOwnerRestaurant(token).data;
  const draft = useDraft(token);
  const [params, setParams] = useSearchParams();
  const view: EditorView = (EDITOR_VIEWS as readonly string[]).includes(params.get('view') ?? '')
    ? (params.get('view') as EditorView)
    : 'dishes';
  const setView = (next: EditorView) => {
    const search = new URLSearchParams(params);
    if (next === 'dishes') search.delete('view');
    else search.set('view', next);
    setParams(search, { replace: true });
  };
  const [editing, setEditing] = useState<Editing | null>(null);

  useEffect(() => {
    document.title = `${t('title')} | ${restaurant?.name ?? ''}`;
  }, [t, restaurant?.name]);

  if (draft.error && isApiError(draft.error) && draft.error.status === 403) return <Notice kind="ownerOnly" />;
  if (draft.error && !draft.data) return <Notice kind="loadFailed" />;
  return (
    <div className="min-h-dvh bg-canvas">
      <EditorHeader
        token={token}
        restaurantName={restaurant?.name ?? ''}
        draft={draft.data}
        view={view}
        onView={setView}
        onOpen={setEditing}
      />
      <main className="mx-auto max-w-[1400px] p-4" aria-busy={draft.isFetching}>
        {!draft.data ? (
          <div className="grid gap-4 md:grid-cols-[minmax(240px,340px)_1fr]">
            <Skeleton className="h-96 rounded-3xl" />
            <Skeleton className="h-96 rounded-3xl" />
          </div>
        ) : view === 'dishes' ? (
          <DishesView token={token} draft={draft.data} onOpen={setEditing} />
        ) : view === 'groups' ? (
          <GroupsView token={token} draft={draft.data} onOpen={setEditing} />
        ) : view === 'versions' ? (
          <VersionsView token={token} draft={draft.data} />
        ) : view === 'audit' ? (
          <AuditView token={token} />
        ) : (
          <FileView token={token} />
        )}
      </main>
      {editing && draft.data && (
        <EntrySheet token={token} draft={draft.data} editing={editing} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
