/**
 * Every Open311 API key: label, the key's first characters, who created it and when, its last
 * use and status, and a Revoke button per active key that asks for confirmation first.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { formatRequestDate } from '#domain/requests/format-date.ts';
import { CELL, DataTable } from '../../../ui/DataTable.tsx';
import { DANGER_BUTTON } from '../ConfirmDialog.tsx';
import { apiKeysQuery, useRevokeApiKey, type ApiKeyView } from './api-keys-api.ts';
import { LoadState } from '../../../ui/LoadState.tsx';
import { useConfirmedAction } from './use-confirmed-action.tsx';

/**
 * The confirmation's text.
 * @example revokeConfirmationText({ label: 'Portal', prefix: 'abcdefgh' })
 */
function revokeConfirmationText(key: Pick<ApiKeyView, 'label' | 'prefix'>): string {
  return `Are you sure you want to revoke “${key.label}” (${key.prefix}…)? Systems using it will be refused at once. This cannot be undone.`;
}

function StatusBadge({ revoked }: { revoked: boolean }) {
  return revoked ? (
    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Revoked</span>
  ) : (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">Active</span>
  );
}

export function ApiKeyList() {
  const keys = useQuery(apiKeysQuery);
  const revokeKey = useRevokeApiKey();
  // The button goes away with the key's active state: the heading is the stable place for focus.
  const heading = useRef<HTMLHeadingElement>(null);
  const revoke = useConfirmedAction<ApiKeyView>(heading);

  return (
    <div className="space-y-3">
      <h3 id="api-key-list-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        Keys
      </h3>
      {revoke.messages}
      <LoadState query={keys} loading="Loading API keys…" failed="Failed to load the API keys.">
        {(list) =>
          list.apiKeys.length === 0 ? (
            <p className="text-slate-700">No API keys yet.</p>
          ) : (
            <DataTable
              caption="All keys, newest first"
              scrollFocusable
              columns={[
                'Label',
                'Key',
                'Created by',
                'Created',
                'Last used',
                'Status',
                { label: 'Action', hidden: true },
              ]}
            >
              {list.apiKeys.map((key) => (
                <tr key={key.id} className="border-t border-slate-200">
                  <td className={`${CELL} break-words`}>{key.label}</td>
                  <td className={`${CELL} font-mono`}>{key.prefix}…</td>
                  <td className={CELL}>{key.createdBy.name}</td>
                  <td className={CELL}>{formatRequestDate(key.createdAt)}</td>
                  <td className={CELL}>{key.lastUsedAt ? formatRequestDate(key.lastUsedAt) : 'Never'}</td>
                  <td className={CELL}>
                    <StatusBadge revoked={key.revokedAt !== null} />
                  </td>
                  <td className={CELL}>
                    {key.revokedAt === null ? (
                      <button
                        type="button"
                        className={DANGER_BUTTON}
                        aria-label={`Revoke ${key.label}`}
                        onClick={(event) => {
                          revoke.say(null);
                          revoke.ask(key, event.currentTarget);
                        }}
                      >
                        Revoke
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </LoadState>
      {revoke.dialog({
        title: 'Revoke API key',
        text: revokeConfirmationText,
        confirmLabel: 'Revoke',
        onConfirm: (key) => {
          revoke.run(revokeKey, key.id, `Revoked “${key.label}”.`);
        },
      })}
    </div>
  );
}
