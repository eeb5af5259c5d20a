import { buttonClasses } from '#design/button-classes.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { ResidentLayout } from '../ui/ResidentLayout.tsx';
import { RouteLink } from '../lib/router.tsx';
import { useMessages } from '../lib/i18n.tsx';
import { shellMessages } from './shell-english.ts';
import { commonMessages } from '#domain/messages-311/common-english.ts';

/** An address under the app that names no screen. */
export function NotFoundScreen() {
  const t = useMessages(shellMessages);
  const common = useMessages(commonMessages);
  useDocumentTitle(t('notFoundTitle'));
  return (
    <ResidentLayout>
      <h1 className="text-2xl font-bold text-slate-900">{t('notFoundTitle')}</h1>
      <p className="mt-3 text-slate-700">{t('notFoundText')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <RouteLink to={{ screen: 'submit' }} className={buttonClasses('primary')}>
          {common('submitNew')}
        </RouteLink>
        <RouteLink to={{ screen: 'track' }} className={buttonClasses('secondary')}>
          {common('trackRequest')}
        </RouteLink>
      </div>
    </ResidentLayout>
  );
}
