/** The submit feature's public entry: the resident's submit screen (the 4-step wizard). */
export { SubmitScreen } from './SubmitScreen.tsx';
// What staff phone intake (features/staff/phone-intake) shares with the wizard: the same fields,
// values and form, so a caller's request is the resident's in every detail.
export { PhotoField } from './PhotoField.tsx';
export { failureReason, postSubmission } from './submission-reply.ts';
export { CategorySelect } from './CategorySelect.tsx';
export { DescriptionField } from './DescriptionField.tsx';
export { TextAlertsField } from './TextAlertsField.tsx';
export { TextField } from './TextField.tsx';
export { UploadProgress } from './UploadProgress.tsx';
export { usePhotoPoint } from './use-photo-point.ts';
export { useWizardForm, type WizardForm } from './use-wizard-form.ts';
export { useBoundaryProblem } from './boundary-problem.ts';
export { WizardLocation } from './WizardLocation.tsx';
export { AgencyLink, WizardAlert, type WizardMessage } from './WizardAlert.tsx';
export { EMPTY_WIZARD, fieldId, WIZARD_ALERT_ID, type WizardValues } from './wizard-values.ts';
