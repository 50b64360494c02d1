import { useState } from 'react';
import { Link } from 'react-router';
import type { MenuDraft } from '@tavola/domain/schemas/menu-editor';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';
import type { Editing } from './entry-sheet.tsx';
import { PreviewButton } from './preview-button.tsx';
import { PublishSheet } from './publish-sheet.tsx';

export const EDITOR_VIEWS = ['dishes', 'groups', 'versions', 'audit', 'file'] as const;
export type EditorView = (typeof EDITOR_VIEWS)[number];

interface EditorHeaderProps {
  token: string;
  restaurantName: string;
  draft: MenuDraft | undefined;
  view: EditorView;
  onView: (view: EditorView) => void;
  onOpen: (editing: Editing) => void;
}

/** Where the owner is, what guests see now, whether the draft differs, and the way to preview and publish it. */
export function EditorHeader({ token, restaurantName, draft, view, onView, onOpen }: EditorHeaderProps) {
  const { t } = useEditorTexts();
  const [publishing, setPublishing] = useState(false);
  return (
    <header className="sticky top-0 z-20 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex max-w-[1400px] flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3">
        <Link to="/manager" className={buttonClass('ghost', 'md', '-ms-2')}>
          <Icon name="arrowStart" />
          {t('backToBoard')}
        </Link>
        <div className="me-auto min-w-0">
          <h1 className="truncate text-xl font-bold">
            <bdi>{restaurantName}</bdi> · {t('title')}
          </h1>
          {draft && (
            <p
              className="flex flex-wrap items-center gap-x-3 text-sm font-semibold"
              role="status"
              data-testid="draft-status"
            >
              <span className="text-muted">{t('status.live', { version: draft.publishedVersion })}</span>
              <span className={`flex items-center gap-1.5 ${draft.changed ? 'text-amber-800' : 'text-emerald-800'}`}>
                <span
                  aria-hidden="true"
                  className={`size-2.5 rounded-full ${draft.changed ? 'bg-amber-500' : 'bg-emerald-600'}`}
                />
                {draft.changed ? t('status.changed') : t('status.unchanged')}
              </span>
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <PreviewButton token={token} />
          <button
            type="button"
            onClick={() => setPublishing(true)}
            disabled={!draft?.changed}
            className={buttonClass('primary', 'md')}
            data-testid="open-publish"
          >
            <Icon name="check" />
            {t('actions.publish')}
          </button>
        </div>
        <nav
          aria-label={t('title')}
          className="flex w-full max-w-full overflow-x-auto rounded-full bg-stone-100 p-1 sm:w-auto"
        >
          {EDITOR_VIEWS.map((tab) => (
            <button
              key={tab}
              type="button"
              aria-current={view === tab ? 'page' : undefined}
              onClick={() => onView(tab)}
              className={`h-11 shrink-0 rounded-full px-4 text-sm font-bold whitespace-nowrap ${view === tab ? 'bg-surface shadow-sm' : 'text-muted'}`}
              data-testid={`tab-${tab}`}
            >
              {t(`tabs.${tab}`)}
            </button>
          ))}
        </nav>
      </div>
      {publishing && <PublishSheet token={token} draft={draft} onClose={() => setPublishing(false)} onOpen={onOpen} />}
    </header>
  );
}
