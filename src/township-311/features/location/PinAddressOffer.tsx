/** The address at the pin, offered beside an address the resident typed (use-pin-address.ts). */
export function PinAddressOffer({ offer, onAccept }: { offer: string | null; onAccept: () => void }) {
  if (!offer) return null;
  return (
    <p className="text-slate-900">
      Address at the pin: {offer}{' '}
      <button type="button" onClick={onAccept} className="font-semibold text-brand-800 underline">
        Use this address
      </button>
    </p>
  );
}
