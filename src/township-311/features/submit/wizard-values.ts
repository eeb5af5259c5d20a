/** The wizard's form values, steps and field ids, shared by its step components. */
import type { Point } from '../location/index.ts';

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
