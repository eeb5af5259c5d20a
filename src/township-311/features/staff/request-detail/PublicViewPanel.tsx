/**
 * Moderation on the detail screen (docs/product.md#311-moderation), for managers and up: the
 * description and the photo each say whether residents see them, with a button to hide one (a
 * reason is required) or to show it again. Each change is a history entry on the server.
 */
import { useEffect, useRef, useState } from 'react';
import type { HideablePart } from '#domain/requests/moderation.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { LiveMessage } from '../FormField.tsx';
import type { StaffRequest } from '../staff-requests-api.ts';
import { HideForm } from './HideForm.tsx';
import { Panel } from './Panel.tsx';
import { PhotoViewer } from '../../../ui/PhotoViewer.tsx';
import { staffPhotoUrl, UPDATE_FAILED, useHidePart, useUnhidePart } from './request-detail-api.ts';

const LABEL = { description: 'Description', photo: 'Photo' } as const;

type Outcome = { kind: 'done' | 'failed'; text: string } | null;

/** The server's reason for a refusal (a conflict, a bad reason), or the portal's update failure. */
const failureText = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : UPDATE_FAILED;

function PartVisibility({
  request,
  part,
  onOutcome,
}: {
  request: StaffRequest;
  part: HideablePart;
  onOutcome: (outcome: Outcome) => void;
}) {
  const mark = part === 'description' ? request.hiddenDescription : request.hiddenPhoto;
  const [asking, setAsking] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The button the member used is replaced by its opposite (or the form by the button): focus goes
  // there once it is on the page, after the commit that shows it, however late that comes.
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0) toggleRef.current?.focus();
  }, [refocus]);
  const hide = useHidePart(request.id, part);
  const unhide = useUnhidePart(request.id, part);
  const name = part === 'description' ? 'description' : 'photo';
  // The photo itself, to look at before deciding whether to hide it.
  const photoUrl = part === 'photo' ? staffPhotoUrl(request) : null;

  const run = async (change: () => Promise<unknown>, done: string) => {
    onOutcome(null);
    try {
      await change();
      setAsking(false);
      onOutcome({ kind: 'done', text: done });
      setRefocus((count) => count + 1);
    } catch (error) {
      onOutcome({ kind: 'failed', text: failureText(error) });
    }
  };

  return (
    <div className="space-y-2 border-t border-slate-100 pt-3 first:border-0 first:pt-0">
      <p className="font-semibold text-slate-900">{LABEL[part]}</p>
      {photoUrl ? <PhotoViewer src={photoUrl} title="Photo submitted with the request" /> : null}
      <p className="text-slate-800 wrap-anywhere">
        {mark ? `Hidden from the public: ${mark.reason}` : 'Shown to the public.'}
      </p>
      {asking ? (
        <HideForm
          part={part}
          onHide={(reason) => run(() => hide.mutateAsync(reason), `${LABEL[part]} hidden from the public.`)}
          onCancel={() => {
            setAsking(false);
            setRefocus((count) => count + 1);
          }}
        />
      ) : (
        <button
          ref={toggleRef}
          type="button"
          disabled={unhide.isPending}
          className={buttonClasses(mark ? 'secondary' : 'warning', 'md')}
          onClick={() => {
            if (mark) void run(() => unhide.mutateAsync(undefined), `${LABEL[part]} shown to the public again.`);
            else setAsking(true);
          }}
        >
          {mark ? `Show ${name} to the public` : `Hide ${name}`}
        </button>
      )}
    </div>
  );
}

export function PublicViewPanel({ request }: { request: StaffRequest }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  return (
    <Panel title="Public View">
      <p className="mb-3 text-sm text-slate-700">
        Residents see “Hidden by township staff” instead of a hidden description, and no hidden photo.
      </p>
      <div className="space-y-3">
        <PartVisibility request={request} part="description" onOutcome={setOutcome} />
        {request.imageUrl ? <PartVisibility request={request} part="photo" onOutcome={setOutcome} /> : null}
        <LiveMessage kind="status">{outcome?.kind === 'done' ? outcome.text : null}</LiveMessage>
        <LiveMessage kind="alert">{outcome?.kind === 'failed' ? outcome.text : null}</LiveMessage>
      </div>
    </Panel>
  );
}
