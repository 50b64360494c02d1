import { useState } from 'react';
import { pageConfig } from '../../../../lib/page-config.ts';
import { buttonClass } from '../../../../ui/button.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { Image } from '../../../../ui/image.tsx';
import { IMAGE_UPLOAD_ACCEPT, type ImageKind } from '@tavola/domain/schemas/menu-image';
import { uploadImage } from '../api/menu-image-api.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { useEditorTexts } from '../i18n/use-editor-texts.ts';
import { inputClass } from '../../../shared/field.tsx';

/** Addresses of pictures uploaded in this tab, by the value the entry keeps. */
const uploadedUrls = new Map<string, string>();

/**
 * Where a stored picture value can be seen: an address as it is, a file of the restaurant where the
 * server publishes it (as the import's imageUrl does: /uploads/restaurants/{slug}/{value}).
 */
export function imageUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (/^https?:\/\//.test(value)) return value;
  return uploadedUrls.get(value) ?? `/uploads/restaurants/${pageConfig.slug}/${value}`;
}

interface ImageFieldProps {
  id: string;
  label: string;
  /** What the picture is for: the server keeps the widths that kind is shown at. */
  kind: ImageKind;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/**
 * A picture: taken with the tablet's or phone's camera or chosen from files, uploaded at once (the
 * entry keeps what the server answers), or an address typed in.
 */
export function ImageField({ id, label, kind, value, onChange }: ImageFieldProps) {
  const { t } = useEditorTexts();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const uploaded = await uploadImage(file, kind);
      uploadedUrls.set(uploaded.image, uploaded.url);
      onChange(uploaded.image);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-1 flex flex-wrap items-start gap-4">
      <Image src={imageUrl(value)} alt="" className="w-32 shrink-0 rounded-xl" ratio="4 / 3" width={128} height={96} kind={kind} sizes="128px" />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap gap-2">
          <label
            className={buttonClass(
              'secondary',
              'md',
              'cursor-pointer focus-within:outline-3 focus-within:outline-primary',
            )}
          >
            <Icon name="plus" />
            {busy ? t('fields.imageUploading') : t('fields.imageUpload')}
            <input
              type="file"
              // JPEG, PNG, WebP only: named so, iOS hands a camera photo over as JPEG, not HEIC.
              accept={IMAGE_UPLOAD_ACCEPT}
              capture="environment"
              className="sr-only"
              disabled={busy}
              aria-label={`${label}: ${t('fields.imageUpload')}`}
              onChange={(event) => {
                void onFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          {value && (
            <button type="button" onClick={() => onChange(undefined)} className={buttonClass('ghost', 'md')}>
              <Icon name="trash" />
              {t('fields.imageRemove')}
            </button>
          )}
        </div>
        <label htmlFor={id} className="block text-xs text-muted">
          {t('fields.imageUrl')}
        </label>
        <input
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value.trim() || undefined)}
          className={`${inputClass} mt-0`}
          dir="ltr"
          inputMode="url"
        />
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
