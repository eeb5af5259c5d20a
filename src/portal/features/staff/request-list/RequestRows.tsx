/** The All Requests table, with the spec's columns (2.4). */
import { formatRequestDate } from '../../../../shared/requests/format-date.ts';
import { shortRequestId } from '../../../../shared/requests/request-filter.ts';
import { PriorityBadge, StatusBadge } from '../Badges.tsx';
import { RequestActionLink } from '../RequestActionLink.tsx';
import type { StaffRequest } from '../staff-requests.ts';

const TH = 'px-3 py-2 font-semibold';
const TD = 'px-3 py-2 align-middle';

export function RequestRows({ requests }: { requests: readonly StaffRequest[] }) {
  if (requests.length === 0) return <p className="text-slate-700">No requests match the filter.</p>;
  return (
    <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">All requests, newest first</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className={TH}>
              Status
            </th>
            <th scope="col" className={TH}>
              ID
            </th>
            <th scope="col" className={TH}>
              Category
            </th>
            <th scope="col" className={TH}>
              Location
            </th>
            <th scope="col" className={TH}>
              Submitted
            </th>
            <th scope="col" className={TH}>
              Priority
            </th>
            <th scope="col" className={TH}>
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.id} className="border-t border-slate-200" data-request-id={request.id}>
              <td className={TD}>
                <StatusBadge status={request.status} />
              </td>
              <td className={`${TD} font-mono`} title={request.id}>
                <span aria-hidden="true">{shortRequestId(request.id)}</span>
                <span className="sr-only">{request.id}</span>
              </td>
              <td className={TD}>{request.category}</td>
              <td className={TD}>{request.address}</td>
              <td className={`${TD} whitespace-nowrap`}>{formatRequestDate(request.createdAt)}</td>
              <td className={TD}>
                <PriorityBadge priority={request.priority} />
              </td>
              <td className={TD}>
                <RequestActionLink id={request.id} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
