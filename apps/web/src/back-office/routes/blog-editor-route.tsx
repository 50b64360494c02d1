import { i18n } from '../../i18n/i18n.ts';
import { loadContentTexts } from '../features/content/i18n/use-content-texts.ts';
import { loadEditorTexts } from '../features/menu-editor/i18n/use-editor-texts.ts';
import { BlogEditorPage } from '../features/blog-editor/components/blog-editor-page.tsx';

/** The screen's texts (and the menu editor's rich-text field's) arrive with its chunk: no key flashes. */
export async function ready(): Promise<void> {
  await Promise.all([loadContentTexts(i18n.language), loadEditorTexts(i18n.language)]);
}

/** /manager/blog: the owner's blog posts (issue 23). */
export default function BlogEditorRoute() {
  return <BlogEditorPage />;
}
