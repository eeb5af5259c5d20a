/** The wizard's form values, steps and field ids, shared by its step components. */
import { EMPTY_ENTRIES, type WizardEntries, type WizardStep } from '#domain/requests/wizard-entries.ts';

/** The wizard's entries (#domain/requests/wizard-entries.ts), also the draft's shape. */
export type WizardValues = WizardEntries;

export const EMPTY_WIZARD: WizardValues = EMPTY_ENTRIES;

export type StepIndex = WizardStep;

/** Each step's title in the wizard's messages (wizard.messages.ts), in order. */
export const STEP_TITLE_KEYS = ['stepYourInfo', 'stepDetails', 'stepLocation', 'stepReview'] as const;

/** The element id of a field, so a failed Next can focus the first invalid one. */
export const fieldId = (name: string) => `submit-${name}`;

/** The step's heading, focused when the step changes. */
export const STEP_HEADING_ID = 'submit-step-heading';

/** The alert region every invalid field points to with aria-describedby. */
export const WIZARD_ALERT_ID = 'submit-alert';
