/**
 * How many SMS segments a text takes (3GPP TS 23.038 and 23.040): a text made only of the GSM 7-bit
 * alphabet sends 160 characters in one segment, 153 in each part of a longer one (the rest of a part
 * is its concatenation header), and the extension table's characters (`€ [ ] { } ^ ~ | \`) count
 * twice; any other character sends the whole text as UCS-2: 70 in one segment, 67 per part, and a
 * character outside the Basic Multilingual Plane (an emoji) counts twice.
 */

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '\f^{}\\[~]|€';
const basic = new Set(GSM_BASIC);
const extended = new Set(GSM_EXTENDED);

export interface SmsSize {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

/**
 * @example smsSize('Reply STOP to opt out.') // { encoding: 'GSM-7', units: 22, segments: 1 }
 * @example smsSize('거부: STOP') // { encoding: 'UCS-2', units: 8, segments: 1 }
 */
export function smsSize(text: string): SmsSize {
  let septets = 0;
  let gsm = true;
  for (const char of text) {
    if (basic.has(char)) septets += 1;
    else if (extended.has(char)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'GSM-7', units: septets, segments: segmentsOf(septets, 160, 153) };
  return { encoding: 'UCS-2', units: text.length, segments: segmentsOf(text.length, 70, 67) };
}

const segmentsOf = (units: number, single: number, part: number) =>
  units === 0 ? 1 : units <= single ? 1 : Math.ceil(units / part);

/** The most segments a text of ours may take. */
export const MAX_TEXT_SEGMENTS = 2;

/** Whether a text fits MAX_TEXT_SEGMENTS. */
export const fitsText = (text: string) => smsSize(text).segments <= MAX_TEXT_SEGMENTS;
