/**
 * Phone numbers as staff read and dial them (docs/product.md#311-phone-numbers), apart from the
 * parser (phone.ts), which the wizard loads: the staff screens need only this.
 */
/**
 * A stored number as people read it: a US one as (NXX) NXX-XXXX, any other as it is kept.
 * @example formatPhone('+16095550142') // '(609) 555-0142'
 * @example formatPhone('+442079460958') // '+442079460958'
 */
export function formatPhone(stored: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(stored);
  return us ? `(${us[1]!}) ${us[2]!}-${us[3]!}` : stored;
}

/**
 * A `tel:` link for a stored number: its digits and a leading +, as dialling needs.
 * @example telHref('+16095550142') // 'tel:+16095550142'
 * @example telHref('(609) 555-0142') // 'tel:6095550142'
 */
export function telHref(stored: string): string {
  return `tel:${stored.replace(/[^\d+]/g, '')}`;
}
