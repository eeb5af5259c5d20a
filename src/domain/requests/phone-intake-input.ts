/**
 * What staff file for a caller (docs/product.md#311-phone-intake): the resident's submission
 * (submit-input.ts) with the caller's e-mail optional, since many callers have none or will not
 * give it. Given, it is checked exactly as the wizard checks it; left out, it is '' and the caller
 * hears back by text (phone and consent) or not at all. The name stays required, with a message
 * about the caller: a front desk writes `Anonymous` for a caller who will not give one, so every
 * request says who it came from, even if that is nobody in particular.
 */
import * as z from 'zod/mini';
import { submissionSchema } from './submission-schema.ts';
import { requiredText, SUBMIT_LIMITS, yourInfoSchema } from './submit-input.ts';

export const PHONE_INTAKE_MESSAGES = {
  name: 'Please fill in the caller’s name, or Anonymous if they will not give one.',
} as const;

/** The caller's e-mail: blank is no e-mail (''); anything else must pass the wizard's own check. */
const callerEmailSchema = z._default(
  z.string().check(
    z.trim(),
    z.superRefine((email, ctx) => {
      if (email === '') return;
      const result = z.safeParse(yourInfoSchema.shape.email, email);
      for (const issue of result.error?.issues ?? [])
        ctx.addIssue({ code: 'custom', message: issue.message, input: email });
    }),
  ),
  '',
);

/** The caller's details: the wizard's "your info" with the name message about the caller and the e-mail optional. */
export const callerInfoSchema = z.object({
  ...yourInfoSchema.shape,
  name: requiredText(PHONE_INTAKE_MESSAGES.name, 'Name', SUBMIT_LIMITS.name),
  email: callerEmailSchema,
});

/** A whole phone-intake submission, as the staff form and POST /api/staff/phone-requests check it. */
export const phoneIntakeSchema = submissionSchema(callerInfoSchema.shape);

/**
 * How the caller will hear about the request, from what was entered: by e-mail (the confirmation,
 * the private link, updates), by text (only with a phone and their consent), both, or neither.
 * @example callerUpdates({ email: '', phone: '609-555-0142', wantsTextAlerts: true }) // 'text'
 */
export function callerUpdates(caller: { email: string; phone: string; wantsTextAlerts: boolean }) {
  const email = caller.email.trim() !== '';
  const text = caller.wantsTextAlerts && caller.phone.trim() !== '';
  if (email && text) return 'email-and-text';
  if (email) return 'email';
  return text ? 'text' : 'none';
}

export type CallerUpdates = ReturnType<typeof callerUpdates>;
