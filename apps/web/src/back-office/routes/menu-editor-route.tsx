import { i18n } from '../../i18n/i18n.ts';
import { loadEditorTexts } from '../features/menu-editor/i18n/use-editor-texts.ts';
import { MenuEditorPage } from '../features/menu-editor/components/menu-editor-page.tsx';

/** The editor's texts arrive with its chunk, so it never shows a text key. */
export function ready(): Promise<void> {
  return loadEditorTexts(i18n.language);
}

/** /manager/menu: the owner's menu editor, a part of the restaurant's side the storefront never loads. */
export default function MenuEditorRoute() {
  return <MenuEditorPage />;
}
