/**
 * The account audit log (docs/product.md#311-account-audit-log), admins only: every change to a
 * staff account, newest first, 25 at a time; "Show older entries" reads the next page (the
 * server never sends the whole log).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatRequestDate } from '#domain/requests/format-date.ts';
import { auditSummary } from '#domain/requests/staff-audit.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { RouteLink } from '../../../lib/router.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CELL, DataTable } from '../../../ui/DataTable.tsx';
import { CapabilityGate } from '../CapabilityGate.tsx';
import { auditLogQuery } from './staff-accounts-api.ts';
import { TEXT_LINK } from './UserManagementScreen.tsx';
import { LoadState } from '../../../ui/LoadState.tsx';

function AuditLog() {
  const log = useInfiniteQuery(auditLogQuery);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <div className="space-y-4">
      <RouteLink to={{ screen: 'users' }} className={TEXT_LINK}>
        ← Back to User Management
      </RouteLink>
      <h1 className="text-2xl font-bold text-slate-900">Account audit log</h1>
      <p className="max-w-prose text-slate-800">
        Every change to a staff account: who made it, to whose account, and when. Newest first.
      </p>
      <LoadState query={log} loading="Loading the log…" failed="Failed to load the audit log.">
        {() =>
          entries.length === 0 ? (
            <p className="text-slate-800">No account changes yet.</p>
          ) : (
            <DataTable
              caption="Account changes, newest first"
              columns={['When', 'Changed by', 'Account', 'Change']}
              scrollFocusable
            >
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-200">
                  <td className={`${CELL} whitespace-nowrap`}>{formatRequestDate(entry.at)}</td>
                  <td className={CELL}>{entry.actor.name}</td>
                  <td className={CELL}>
                    {entry.subject.name}
                    <span className="block text-xs break-all text-slate-700">{entry.subject.email}</span>
                  </td>
                  <td className={CELL}>{auditSummary(entry)}</td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </LoadState>
      <p role="status" className="text-slate-700">
        {log.isFetchingNextPage ? 'Loading older entries…' : ''}
      </p>
      {log.hasNextPage ? (
        <button
          type="button"
          className={buttonClasses('secondary', 'md')}
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          Show older entries
        </button>
      ) : null}
    </div>
  );
}

export function AuditLogScreen() {
  useDocumentTitle('Account audit log');
  return (
    <CapabilityGate capability="manageUsers">
      <AuditLog />
    </CapabilityGate>
  );
}
