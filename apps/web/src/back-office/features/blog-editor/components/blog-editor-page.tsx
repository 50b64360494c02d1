import { useState } from 'react';
import type { OwnerBlogPost } from '@tavola/domain/schemas/owner-blog';
import { isApiError } from '../../../../api/api-error.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { Picture } from '../../../../ui/picture.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { OwnerFrame } from '../../../shared/owner-frame.tsx';
import { SectionState } from '../../content/components/section-state.tsx';
import { useContentTexts } from '../../content/i18n/use-content-texts.ts';
import { CheckRow } from '../../../shared/field.tsx';
import { useOwnerBlog, useShowBlog } from '../api/blog-api.ts';
import { PostForm } from './post-form.tsx';

/** /manager/blog: the list of posts, and one post's form in place of it. */
export function BlogEditorPage() {
  const { t } = useContentTexts();
  const [editing, setEditing] = useState<OwnerBlogPost | 'new' | null>(null);
  return (
    <OwnerFrame
      title={t('blog.title')}
      actions={
        editing === null && (
          <button type="button" className={buttonClass('primary', 'md')} onClick={() => setEditing('new')} data-testid="new-post">
            <Icon name="plus" aria-hidden="true" />
            {t('blog.newPost')}
          </button>
        )
      }
    >
      {(token) =>
        editing === null ? (
          <PostList token={token} onEdit={setEditing} />
        ) : (
          <PostForm token={token} post={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )
      }
    </OwnerFrame>
  );
}

function PostList({ token, onEdit }: { token: string; onEdit: (post: OwnerBlogPost) => void }) {
  const { t, lang } = useContentTexts();
  const blog = useOwnerBlog(token);
  const show = useShowBlog(token);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <SectionState query={blog}>
      {blog.data && (
        <>
          <p className="text-muted">{t('blog.intro')}</p>
          <div className="mt-3 rounded-2xl bg-surface px-3 py-1 shadow-sm">
            <CheckRow
              label={t('blog.showBlog')}
              checked={blog.data.value.hasBlog}
              disabled={show.isPending}
              data-testid="show-blog"
              onChange={(event) =>
                show.mutate(
                  { revision: blog.data.revision, hasBlog: event.target.checked },
                  {
                    onError: (error) => showSnackbar({ message: isApiError(error) && error.status === 409 ? t('common.stale') : errorText(error) }),
                    onSuccess: () => showSnackbar({ message: t('common.saved'), type: 'success' }),
                  },
                )
              }
            />
          </div>
          {blog.data.value.posts.length === 0 ? (
            <p className="mt-4 rounded-2xl bg-surface p-6 text-center text-muted">{t('blog.empty')}</p>
          ) : (
            <ul className="mt-4 space-y-2" data-testid="owner-posts">
              {blog.data.value.posts.map((post) => (
                <li key={post.id} className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3">
                  {post.imageUrl ? (
                    <Picture src={post.imageUrl} kind="hero" sizes="56px" alt="" className="size-14 shrink-0 rounded-xl object-cover" />
                  ) : (
                    <span className="grid size-14 shrink-0 place-items-center rounded-xl bg-stone-100 text-muted" aria-hidden="true">
                      <Icon name="edit" />
                    </span>
                  )}
                  <span className="min-w-0 flex-1">
                    <bdi className="block truncate font-bold">{post.title}</bdi>
                    <span className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-muted">
                      <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${post.published ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}>
                        {post.published ? t('blog.published') : t('blog.draft')}
                      </span>
                      {date.format(new Date(`${post.publishedAt}T12:00:00Z`))}
                    </span>
                  </span>
                  <button type="button" className={buttonClass('secondary', 'md')} onClick={() => onEdit(post)} aria-label={`${t('blog.edit')}: ${post.title}`}>
                    {t('blog.edit')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </SectionState>
  );
}
