/**
 * The optional photo: any image type, checked for type and size before anything is sent, with a
 * preview (an object URL, released when the photo changes or the field goes away) and Remove.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { PHOTO_HINT, photoProblem } from '#domain/requests/photo-check.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { fieldId } from './wizard-values.ts';

export function PhotoField({ photo, onChange }: { photo: File | null; onChange: (photo: File | null) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
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

  const choose = (file: File | undefined) => {
    if (!file) return;
    const reason = photoProblem(file);
    setProblem(reason);
    if (reason) {
      if (inputRef.current) inputRef.current.value = '';
      onChange(null);
      return;
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
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        Photo <span className="font-normal text-slate-700">(optional)</span>
      </label>
      <p id={hintId} className="text-sm text-slate-700">
        {PHOTO_HINT}
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          choose(event.currentTarget.files?.[0]);
        }}
        className="mt-1 block w-full rounded-lg border border-slate-500 bg-white p-2 text-base text-slate-900 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white focus-visible:outline-3"
      />
      <p id={errorId} role="alert" className="mt-1 font-semibold text-red-800 empty:hidden">
        {problem}
      </p>
      {photo && previewUrl ? (
        <div className="mt-3 flex flex-wrap items-end gap-4">
          <img
            src={previewUrl}
            alt={`Preview of the selected photo, ${photo.name}`}
            className="max-h-48 max-w-full rounded-lg border border-slate-300 object-contain"
          />
          <button type="button" onClick={remove} className={buttonClasses('secondary', 'md')}>
            Remove photo
          </button>
        </div>
      ) : null}
    </div>
  );
}
