import { useId, useState } from 'react';
import { IMAGE_UPLOAD_ACCEPT, type ImageKind } from '@tavola/domain/schemas/menu-image';
import { buttonClass } from '../../../../ui/button.ts';
import { Picture } from '../../../../ui/picture.tsx';
import { showSnackbar } from '../../../../ui/snackbar-store.ts';
import { errorText } from '../../../shared/owner-request.ts';
import { uploadImage } from '../../menu-editor/api/menu-image-api.ts';
import { useSetupTexts } from '../i18n/use-setup-texts.ts';

export interface PickedImage {
  image: string;
  url: string;
}

/** One image of the brand, uploaded through the menu editor's image pipeline (decision 082). */
export function ImagePicker({
  label,
  hint,
  kind,
  value,
  round,
  onChange,
  testId,
}: {
  label: string;
  hint?: string;
  kind: ImageKind;
  value: PickedImage | null;
  round?: boolean;
  onChange: (image: PickedImage | null) => void;
  testId: string;
}) {
  const { t } = useSetupTexts();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const uploaded = await uploadImage(file, kind);
      onChange({ image: uploaded.image, url: uploaded.url });
    } catch (error) {
      showSnackbar({ message: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  const box = kind === 'hero' ? 'h-28 w-full max-w-md' : 'size-24';
  return (
    <div className="mt-5">
      <p id={`${id}-label`} className="text-sm font-semibold">
        {label}
      </p>
      {hint && <p className="mt-1 text-xs text-muted">{hint}</p>}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {value ? (
          <Picture
            src={value.url}
            kind={kind}
            // The preview's box (below): the owner's phone loads a file of that width, not the 1920 px main one.
            sizes={kind === 'hero' ? '(min-width: 480px) 448px, 100vw' : '96px'}
            alt=""
            className={`${box} border border-line object-cover ${round ? 'rounded-full' : 'rounded-xl'}`}
            data-testid={`${testId}-preview`}
          />
        ) : (
          <span
            className={`${box} grid place-items-center rounded-xl border border-dashed border-line p-2 text-center text-xs text-muted`}
          >
            {t('brand.none')}
          </span>
        )}
        <label
          className={buttonClass('secondary', 'md', 'cursor-pointer focus-within:ring-3 focus-within:ring-primary/40')}
        >
          {busy ? t('brand.uploading') : t('brand.upload')}
          <input
            type="file"
            accept={IMAGE_UPLOAD_ACCEPT}
            className="sr-only"
            aria-labelledby={`${id}-label`}
            disabled={busy}
            data-testid={`${testId}-file`}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
        </label>
        {value && (
          <button type="button" className={buttonClass('ghost', 'md')} onClick={() => onChange(null)}>
            {t('brand.remove')}
          </button>
        )}
      </div>
    </div>
  );
}
