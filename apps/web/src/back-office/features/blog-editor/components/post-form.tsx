import { useRef, useState } from 'react';
import { IMAGE_UPLOAD_ACCEPT } from '@tavola/domain/schemas/menu-image';
import type { BlogPostFields, OwnerBlogPost } from '@tavola/domain/schemas/owner-blog';
import { isApiError } from '../../../../api/api-error.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { Picture } from '../../../../ui/picture.tsx';
import { Icon } from '../../../../ui/icon.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { fieldErrorsOf } from '../../content/components/section-form.ts';
import { StaleNotice } from '../../content/components/section-state.tsx';
import { useContentTexts } from '../../content/i18n/use-content-texts.ts';
import { uploadImage } from '../../menu-editor/api/menu-image-api.ts';
import { CheckRow, Field, inputClass } from '../../../shared/field.tsx';
import { RichTextField } from '../../menu-editor/components/rich-text-field.tsx';
import { useLeaveGuard } from '../../menu-editor/hooks/use-leave-guard.ts';
import { useDeleteBlogPost, useOwnerBlog, useSaveBlogPost } from '../api/blog-api.ts';

type Form = Omit<BlogPostFields, 'tags'> & { tags: string; imageUrl: string | null };

const today = () => new Date().toISOString().slice(0, 10);
/** A title as an address: what the owner would type, lower-case with dashes. */
const slugOf = (title: string) =>
  title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80);

function formOf(post: OwnerBlogPost | null): Form {
  if (!post) return { slug: '', title: '', summary: '', body: '', image: null, imageUrl: null, author: '', published: false, publishedAt: today(), tags: '' };
  return { ...post, tags: post.tags.join(', ') };
}

/** One post: title, address, teaser, text, cover, tags, date and whether guests see it. */
export function PostForm({ token, post, onDone }: { token: string; post: OwnerBlogPost | null; onDone: () => void }) {
  const { t } = useContentTexts();
  const blog = useOwnerBlog(token);
  const save = useSaveBlogPost(token);
  const remove = useDeleteBlogPost(token);
  const initial = useRef(formOf(post));
  const [form, setForm] = useState<Form>(initial.current);
  const [id, setId] = useState(post?.id ?? null);
  const [slugTouched, setSlugTouched] = useState(post !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState(false);
  const [uploading, setUploading] = useState(false);
  const dirty = JSON.stringify(form) !== JSON.stringify(initial.current);
  const isDirty = useRef<() => boolean>(() => false);
  isDirty.current = () => dirty;
  useLeaveGuard(isDirty);

  const set = <K extends keyof Form>(field: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [field]: value, ...(field === 'title' && !slugTouched ? { slug: slugOf(String(value)) } : {}) }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async () => {
    if (!blog.data) return;
    const { imageUrl: _url, tags, ...fields } = form;
    const value: BlogPostFields = { ...fields, tags: tags.split(',').map((tag) => tag.trim()).filter(Boolean) };
    setErrors({});
    try {
      const saved = await save.mutateAsync({ revision: blog.data.revision, id, value });
      setId(saved.value.id);
      initial.current = formOf(saved.value);
      setForm(initial.current);
      setStale(false);
      showSnackbar({ message: t('common.saved'), type: 'success' });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setStale(true);
        await blog.refetch();
        return;
      }
      setErrors(fieldErrorsOf(error));
      showSnackbar({ message: errorText(error) });
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const image = await uploadImage(file, 'hero');
      setForm((current) => ({ ...current, image: image.image, imageUrl: image.url }));
    } catch (error) {
      setErrors((current) => ({ ...current, image: errorText(error) }));
    } finally {
      setUploading(false);
    }
  };

  const confirmDelete = () => {
    if (id === null || !blog.data) return;
    const revision = blog.data.revision;
    showSnackbar({
      type: 'warning',
      message: t('blog.deleteConfirm'),
      duration: null,
      confirm: {
        label: t('common.delete'),
        onConfirm: () =>
          remove.mutate(
            { revision, id },
            {
              onSuccess: () => {
                showSnackbar({ message: t('blog.deleted'), type: 'success' });
                onDone();
              },
              onError: (error) => showSnackbar({ message: errorText(error) }),
            },
          ),
      },
    });
  };

  const leave = () => {
    if (dirty && !window.confirm(t('common.leaveQuestion'))) return;
    onDone();
  };

  return (
    <form
      noValidate
      className="mx-auto max-w-3xl rounded-3xl bg-surface p-4 shadow-sm sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="post-form"
    >
      <button type="button" className={buttonClass('ghost', 'md', '-ms-2')} onClick={leave}>
        <Icon name="arrowStart" aria-hidden="true" />
        {t('blog.back')}
      </button>
      {stale && <StaleNotice />}
      <Field label={t('blog.postTitle')} error={errors.title} className="mt-4">
        {(control) => <input {...control} dir="auto" required maxLength={200} value={form.title} onChange={(event) => set('title', event.target.value)} className={inputClass} />}
      </Field>
      <Field label={t('blog.slug')} hint={t('blog.slugHint', { slug: form.slug || '…' })} error={errors.slug} className="mt-4">
        {(control) => (
          <input
            {...control}
            dir="ltr"
            required
            maxLength={120}
            autoCapitalize="none"
            value={form.slug}
            onChange={(event) => {
              setSlugTouched(true);
              set('slug', event.target.value);
            }}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t('blog.summary')} hint={t('blog.summaryHint')} error={errors.summary} className="mt-4">
        {(control) => (
          <textarea {...control} dir="auto" rows={2} maxLength={500} value={form.summary} onChange={(event) => set('summary', event.target.value)} className={`${inputClass} h-auto py-2`} />
        )}
      </Field>
      <Field label={t('blog.body')} hint={t('common.htmlHint')} error={errors.body} className="mt-4">
        {(control) => <RichTextField {...control} value={form.body} onChange={(next) => set('body', next)} onBlur={() => undefined} />}
      </Field>
      <Field label={t('blog.cover')} error={errors.image} className="mt-4">
        {(control) => (
          <div className="mt-1 flex flex-wrap items-center gap-3">
            {form.imageUrl && <Picture src={form.imageUrl} kind="hero" sizes="128px" alt="" className="h-20 w-32 rounded-xl object-cover" />}
            <input {...control} type="file" accept={IMAGE_UPLOAD_ACCEPT} disabled={uploading} onChange={(event) => void upload(event.target.files?.[0])} className="max-w-full text-sm file:me-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-stone-100 file:px-4 file:font-semibold" />
            {uploading && <span role="status">{t('blog.coverUploading')}</span>}
            {form.image && (
              <button type="button" className={buttonClass('ghost', 'md')} onClick={() => setForm((current) => ({ ...current, image: null, imageUrl: null }))}>
                {t('blog.coverRemove')}
              </button>
            )}
          </div>
        )}
      </Field>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label={t('blog.author')} error={errors.author}>
          {(control) => <input {...control} dir="auto" maxLength={100} value={form.author} onChange={(event) => set('author', event.target.value)} className={inputClass} />}
        </Field>
        <Field label={t('blog.publishedAt')} error={errors.publishedAt}>
          {(control) => <input {...control} type="date" required value={form.publishedAt} onChange={(event) => set('publishedAt', event.target.value)} className={inputClass} />}
        </Field>
      </div>
      <Field label={t('blog.tags')} hint={t('blog.tagsHint')} error={errors.tags} className="mt-4">
        {(control) => <input {...control} dir="auto" value={form.tags} onChange={(event) => set('tags', event.target.value)} className={inputClass} list="blog-tags" />}
      </Field>
      <datalist id="blog-tags">
        {blog.data?.value.tags.map((tag) => <option key={tag} value={tag} />)}
      </datalist>
      <div className="mt-4">
        <CheckRow label={t('blog.publish')} checked={form.published} onChange={(event) => set('published', event.target.checked)} data-testid="post-published" />
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
        {id !== null && (
          <button type="button" className={buttonClass('ghost', 'md', 'me-auto text-red-800')} onClick={confirmDelete}>
            <Icon name="trash" aria-hidden="true" />
            {t('common.delete')}
          </button>
        )}
        {dirty && (
          <span className="text-sm font-semibold text-amber-800" role="status">
            {t('common.unsaved')}
          </span>
        )}
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={save.isPending || uploading || !dirty} data-testid="save-post">
          {save.isPending ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}
