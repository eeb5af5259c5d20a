import { buttonClasses } from '#design/button-classes.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { ResidentLayout } from '../ui/ResidentLayout.tsx';
import { RouteLink } from '../lib/router.tsx';

/** An address under the app that names no screen. */
export function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return (
    <ResidentLayout>
      <h1 className="text-2xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-700">There is no 311 page at this address.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <RouteLink to={{ screen: 'submit' }} className={buttonClasses('primary')}>
          Submit New Request
        </RouteLink>
        <RouteLink to={{ screen: 'track' }} className={buttonClasses('secondary')}>
          Track a Request
        </RouteLink>
      </div>
    </ResidentLayout>
  );
}
