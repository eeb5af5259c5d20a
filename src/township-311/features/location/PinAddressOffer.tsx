/** The address at the pin, offered beside an address the resident typed (use-pin-address.ts). */
import { useMessages } from '../../lib/i18n.tsx';
import { locationMessages } from '#domain/messages-311/location-english.ts';

export function PinAddressOffer({ offer, onAccept }: { offer: string | null; onAccept: () => void }) {
  const t = useMessages(locationMessages);
  if (!offer) return null;
  return (
    <p className="text-slate-900">
      {t('pinAddress', { address: offer })}{' '}
      <button type="button" onClick={onAccept} className="font-semibold text-brand-800 underline">
        {t('useThisAddress')}
      </button>
    </p>
  );
}
