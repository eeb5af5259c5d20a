import { ResidentLayout } from '../../app/ResidentLayout.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Resident submit screen: the 4-step wizard (spec 2.1). */
export function SubmitScreen() {
  useDocumentTitle('Submit a Request');
  return (
    <ResidentLayout actions={['track', 'staff']}>
      <h1 className="text-2xl font-bold text-slate-900">Submit a Request</h1>
    </ResidentLayout>
  );
}
