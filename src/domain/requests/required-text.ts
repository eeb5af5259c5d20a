/**
 * The one shape of a required free-text input in the portal and the API: cleaned of control
 * characters (a line loses its line breaks too, a text keeps them), trimmed, then 1 to `max`
 * characters. A missing or blank value answers `required`, a longer one `tooLong`.
 */
import * as z from 'zod/mini';
import { cleanLine, cleanText } from '../text.ts';

export interface RequiredTextMessages {
  required: string;
  tooLong: string;
}

const requiredInput = (clean: (value: string) => string, max: number, messages: RequiredTextMessages) =>
  z
    .string({ error: messages.required })
    .check(z.overwrite(clean), z.trim(), z.minLength(1, messages.required), z.maxLength(max, messages.tooLong));

/** @example requiredLine(100, { required: 'Please enter a label.', tooLong: 'Too long.' }).parse(' A\r\nB ') // 'A B' */
export const requiredLine = (max: number, messages: RequiredTextMessages) => requiredInput(cleanLine, max, messages);

/** @example requiredText(2000, { required: 'Please enter some text.', tooLong: 'Too long.' }).parse(' A\nB ') // 'A\nB' */
export const requiredText = (max: number, messages: RequiredTextMessages) => requiredInput(cleanText, max, messages);
