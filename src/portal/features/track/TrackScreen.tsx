import { ResidentLayout } from '../../app/ResidentLayout.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Resident track screen (spec 2.2). */
export function TrackScreen({ id }: { id?: string }) {
  useDocumentTitle('Track a Request');
  return (
    <ResidentLayout actions={['submit', 'staff']}>
      <h1 className="text-2xl font-bold text-slate-900">Track a Request</h1>
      {id ? <p>{id}</p> : null}
    </ResidentLayout>
  );
}
