/**
 * "Open311 API keys" on User Management (admins only, as the whole screen): keys let outside
 * systems file requests through the Open311 API. Create one (shown once), list and revoke them.
 */
import { useRef, useState } from 'react';
import { LiveMessage } from '../FormField.tsx';
import { ApiKeyCreated } from './ApiKeyCreated.tsx';
import { ApiKeyCreateForm } from './ApiKeyCreateForm.tsx';
import { ApiKeyList } from './ApiKeyList.tsx';

export function ApiKeysSection() {
  const [created, setCreated] = useState<{ label: string; key: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby="api-keys-heading" className="space-y-4 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="api-keys-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        Open311 API keys
      </h2>
      <p className="text-slate-700">
        Other systems, such as 311 apps and city data portals, need a key to file requests through the Open311 API. Give
        each one its own key, so it can be revoked alone.
      </p>
      <ApiKeyCreateForm
        onCreated={({ apiKey, key }) => {
          setCreated({ label: apiKey.label, key });
        }}
      />
      <LiveMessage kind="status">
        {created ? `Created the API key “${created.label}”. It is shown below once: copy it now.` : null}
      </LiveMessage>
      {created ? (
        <ApiKeyCreated
          label={created.label}
          secret={created.key}
          onDone={() => {
            setCreated(null);
            heading.current?.focus();
          }}
        />
      ) : null}
      <ApiKeyList />
    </section>
  );
}
