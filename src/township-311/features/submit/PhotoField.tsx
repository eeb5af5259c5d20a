/**
 * The optional photo: any image type, checked for type and size, then decoded, before anything is
 * sent, with a preview (an object URL, released when the photo changes or the field goes away) and
 * Remove. A photo chosen before a reload is not kept in the draft: `notKept` names it.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { decodeCheckApplies, PHOTO_NOT_IMAGE_MESSAGE, photoProblem } from '#domain/requests/photo-check.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { PHOTO_INPUT_CLASSES } from '#design/input-classes.ts';
import { useMessages } from '../../lib/i18n.tsx';
import { usePortalConfig } from '../../lib/portal-config.tsx';
import { describedBy, hintId, LabelledField } from '../../ui/LabelledField.tsx';
import { problemText } from '#domain/messages-311/problem-text.ts';
import { wizardMessages } from '#domain/messages-311/wizard-english.ts';

/**
 * Whether the file decodes as an image, by a chunk loaded when a photo is chosen (as the photo's
 * GPS reader is); if that code cannot load, the server judges the file.
 */
const decodes = (file: File) =>
  import('./photo-decode.ts').then(
    ({ decodesAsImage }) => decodesAsImage(file),
    () => true,
  );
import { fieldId } from './wizard-values.ts';

interface PhotoFieldProps {
  photo: File | null;
  onChange: (photo: File | null) => void;
  /** The name of a photo chosen before the page was reloaded or left, whose bytes were not kept. */
  notKept?: string | null;
}

export function PhotoField({ photo, onChange, notKept = null }: PhotoFieldProps) {
  const t = useMessages(wizardMessages);
  const { township } = usePortalConfig();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // The file whose decode is awaited: a later choice makes an earlier answer stale.
  const pending = useRef<File | null>(null);
  const errorId = useId();
  const id = fieldId('photo');

  // The preview's object URL is made per photo and released when the photo changes or goes away.
  const previewUrl = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const refuse = (reason: string) => {
    setProblem(reason);
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
  };

  const choose = async (file: File | undefined) => {
    pending.current = file ?? null;
    setChecking(false);
    if (!file) return;
    const reason = photoProblem(file);
    if (reason) {
      refuse(reason);
      return;
    }
    setProblem(null);
    if (decodeCheckApplies(file.type)) {
      setChecking(true);
      const image = await decodes(file);
      if (pending.current !== file) return;
      setChecking(false);
      if (!image) {
        refuse(PHOTO_NOT_IMAGE_MESSAGE);
        return;
      }
    }
    onChange(file);
  };

  const remove = () => {
    onChange(null);
    setProblem(null);
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
  };

  return (
    <LabelledField id={id} label={t('photo')} hint={t('photoHint')} optional>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(hintId(id), problem && errorId)}
        onChange={(event) => {
          void choose(event.currentTarget.files?.[0]);
        }}
        className={PHOTO_INPUT_CLASSES}
      />
      <p id={errorId} role="alert" className="mt-1 font-semibold text-red-800 empty:hidden">
        {problem && problemText(t, problem, township)}
      </p>
      <p role="status" className="mt-1 text-slate-700 empty:hidden">
        {checking ? t('checkingPhoto') : null}
      </p>
      {notKept && !photo ? <p className="mt-1 text-slate-800">{t('photoNotKept', { name: notKept })}</p> : null}
      {photo && previewUrl ? (
        <div className="mt-3 flex flex-wrap items-end gap-4">
          <img
            src={previewUrl}
            alt={t('photoPreview', { name: photo.name })}
            className="max-h-48 max-w-full rounded-lg border border-slate-300 object-contain"
          />
          <button type="button" onClick={remove} className={buttonClasses('secondary', 'md')}>
            {t('removePhoto')}
          </button>
        </div>
      ) : null}
    </LabelledField>
  );
}
