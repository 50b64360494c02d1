import { useState } from 'react';
import { MENU_PREVIEW_PARAM } from '@tavola/domain/schemas/menu-editor';
import { pageConfig } from '../../../../lib/page-config.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { createPreviewLink } from '../api/menu-publish-api.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';

/**
 * The storefront with the draft, in a new tab. The tab opens on the click itself (a tab opened after
 * an await counts as a popup and is blocked) and gets its address when the link has come.
 */
export function PreviewButton({ token }: { token: string }) {
  const { t } = useEditorTexts();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const link = await createPreviewLink(token);
      const url = `${pageConfig.basePath}/?${MENU_PREVIEW_PARAM}=${encodeURIComponent(link.token)}`;
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        showSnackbar({
          message: t('preview.blocked'),
          type: 'info',
          duration: null,
          confirm: { label: t('preview.link'), onConfirm: () => window.open(url, '_blank', 'noopener') },
        });
      }
    } catch (error) {
      tab?.close();
      showSnackbar({ message: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void open()}
      disabled={busy}
      className={buttonClass('secondary', 'md')}
      data-testid="open-preview"
    >
      <Icon name="eye" />
      {busy ? t('preview.opening') : t('actions.preview')}
    </button>
  );
}
