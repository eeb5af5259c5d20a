import { formatRequestDate } from '#domain/requests/format-date.ts';
import { INFORMATION_PREFIX, residentAddition } from '#domain/requests/resident-additions.ts';
import { PhotoViewer } from '../../../ui/PhotoViewer.tsx';
import type { StaffRequest } from '../staff-requests-api.ts';
import { EntryList, type EntryContent } from './EntryList.tsx';
import { Panel } from './Panel.tsx';
import { ADD_COMMENT_FAILED, ADD_NOTE_FAILED, addedPhotoUrl, useAddComment, useAddNote } from './request-detail-api.ts';

/**
 * A note the resident added with a photo shows the photo, not its stored address: the text as
 * written and a thumbnail that opens larger, marked as added later.
 */
const residentNoteContent =
  (requestId: string): EntryContent =>
  (note) => {
    const added = residentAddition(note, requestId);
    if (!added?.photo) return null;
    const when = formatRequestDate(added.timestamp);
    return {
      text: added.text ? `${INFORMATION_PREFIX}${added.text}` : '',
      extra: (
        <div className="mt-2">
          <PhotoViewer
            src={addedPhotoUrl(requestId, added.photo)}
            title={`Photo added later by the resident, ${when}`}
            caption="Photo added later by the resident"
          />
        </div>
      ),
    };
  };
import { TemplatePicker } from './TemplatePicker.tsx';
import { TextEntryForm } from './TextEntryForm.tsx';

/** Staff-only notes: every role reads and adds them. */
export function InternalNotesBox({ request }: { request: StaffRequest }) {
  const addNote = useAddNote(request.id);
  return (
    <Panel title="Internal Notes">
      <EntryList
        entries={request.internalNotes}
        label="Internal notes, newest first"
        empty="No internal notes yet."
        content={residentNoteContent(request.id)}
      />
      <TextEntryForm
        label="New internal note"
        buttonLabel="Add Note"
        doneMessage="Note added."
        failureMessage={ADD_NOTE_FAILED}
        save={(text) => addNote.mutateAsync(text)}
      />
    </Panel>
  );
}

/**
 * Comments residents see on the track screen; a worker reads them but the box has no input. Those
 * who post may insert a response template (docs/product.md#311-response-templates).
 */
export function PublicCommentsBox({ request, canPost }: { request: StaffRequest; canPost: boolean }) {
  const addComment = useAddComment(request.id);
  return (
    <Panel title="Public Comments">
      <EntryList entries={request.comments} label="Public comments, newest first" empty="No public comments yet." />
      {canPost ? (
        <TextEntryForm
          label="New public comment (visible to the resident)"
          buttonLabel="Post Comment"
          doneMessage="Comment posted."
          failureMessage={ADD_COMMENT_FAILED}
          save={(text) => addComment.mutateAsync(text)}
          tools={(insert) => <TemplatePicker category={request.category} insert={insert} />}
        />
      ) : (
        <p className="mt-4 text-sm text-slate-700">Only managers, developers and admins can post public comments.</p>
      )}
    </Panel>
  );
}
