/**
 * The detail screen's "Duplicates" panel (docs/product.md#311-merging-duplicates): on a merged
 * duplicate, the original it went into and, for managers and up, "Undo merge"; on any other request,
 * the merge form for them; and the requests merged into this one, for every role. A polite live
 * region announces a merge or an undo, across the change of state it makes.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatReference } from '#domain/requests/reference.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { RouteLink } from '../../../lib/router.tsx';
import type { StaffRequest } from '../staff-requests-api.ts';
import { mergedListQuery, UNMERGE_FAILED, useUnmerge } from './merge-api.ts';
import { MergeForm } from './MergeForm.tsx';
import { Panel } from './Panel.tsx';

const LINK = 'font-semibold text-brand-800 underline hover:text-brand-900 focus-visible:outline-3';

function MergedList({ id }: { id: string }) {
  const { data } = useQuery(mergedListQuery(id));
  if (!data || data.requests.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="font-semibold text-slate-900">Requests merged into this one</h3>
      <ul className="mt-1 space-y-1" data-testid="merged-requests">
        {data.requests.map((merged) => (
          <li key={merged.id}>
            <RouteLink to={{ screen: 'request', id: merged.id }} className={LINK}>
              {formatReference(merged.reference)}
            </RouteLink>{' '}
            <span className="text-slate-700">
              {merged.category}, {merged.address}
            </span>
          </li>
        ))}
      </ul>
      {data.more ? <p className="mt-1 text-slate-700">And more not shown.</p> : null}
    </div>
  );
}

function MergedInto({
  request,
  canManage,
  onDone,
}: {
  request: StaffRequest;
  canManage: boolean;
  onDone: (message: string) => void;
}) {
  const unmerge = useUnmerge(request.id);
  const [error, setError] = useState<string | null>(null);
  if (!request.mergedInto || !request.mergeRecord) return null;
  const reference = formatReference(request.mergeRecord.intoReference);
  const undo = async () => {
    try {
      await unmerge.mutateAsync();
      setError(null);
      onDone('Merge undone.');
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status < 500 ? failure.message : UNMERGE_FAILED);
    }
  };
  return (
    <div className="space-y-2">
      <p data-testid="merged-into">
        Merged into{' '}
        <RouteLink to={{ screen: 'request', id: request.mergedInto }} className={LINK}>
          {reference}
        </RouteLink>
      </p>
      {canManage ? (
        <button
          type="button"
          disabled={unmerge.isPending}
          onClick={() => void undo()}
          className={buttonClasses('secondary', 'md')}
        >
          Undo merge
        </button>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function MergePanel({ request, canManage }: { request: StaffRequest; canManage: boolean }) {
  const [announced, setAnnounced] = useState('');
  return (
    <Panel title="Duplicates">
      <p role="status" aria-live="polite" className="empty:hidden mb-2 font-semibold text-green-800">
        {announced}
      </p>
      {request.mergedInto ? (
        <MergedInto request={request} canManage={canManage} onDone={setAnnounced} />
      ) : canManage ? (
        <>
          <h3 className="mb-2 font-semibold text-slate-900">Merge into another request</h3>
          <MergeForm id={request.id} onMerged={setAnnounced} />
        </>
      ) : (
        <p className="text-slate-700">Not merged into another request.</p>
      )}
      <MergedList id={request.id} />
    </Panel>
  );
}
