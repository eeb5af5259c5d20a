/** The wizard's form values, steps and field ids, shared by its step components. */
import type { Point } from '../location/point.ts';

export interface WizardValues {
  name: string;
  email: string;
  phone: string;
  submitterAddress: string;
  /** '' until a category is chosen. */
  category: string;
  description: string;
  wantsTextAlerts: boolean;
  issueAddress: string;
  /** Null until the resident places the pin or shares their location. */
  location: Point | null;
}

export const EMPTY_WIZARD: WizardValues = {
  name: '',
  email: '',
  phone: '',
  submitterAddress: '',
  category: '',
  description: '',
  wantsTextAlerts: false,
  issueAddress: '',
  location: null,
};

/** The wizard's four steps, in order. */
export const WIZARD_STEPS = ['Your Info', 'Request Details', 'Location', 'Review'] as const;
export type StepIndex = 0 | 1 | 2 | 3;

/** The element id of a field, so a failed Next can focus the first invalid one. */
export const fieldId = (name: string) => `submit-${name}`;

/** The alert region every invalid field points to with aria-describedby. */
export const WIZARD_ALERT_ID = 'submit-alert';

/** Shared look of the wizard's text inputs; the red border marks an invalid field. */
export const INPUT_CLASSES =
  'mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-amber-500 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700';
