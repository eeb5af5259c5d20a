/**
 * The wizard's values as the multipart form of POST /api/requests (docs/api.md), which staff phone
 * intake sends too (POST /api/staff/phone-requests): a module of its own, so the staff portal can
 * use it without the resident's sending code.
 */
import type { WizardValues } from './wizard-values.ts';

/**
 * @example requestForm(values, photo).get('lat') // '40.28'
 */
export function requestForm(values: WizardValues, photo: File | null): FormData {
  const form = new FormData();
  form.set('name', values.name);
  form.set('email', values.email);
  form.set('phone', values.phone);
  form.set('submitterAddress', values.submitterAddress);
  form.set('category', values.category);
  form.set('description', values.description);
  form.set('issueAddress', values.issueAddress);
  if (values.location) {
    form.set('lat', String(values.location.lat));
    form.set('lng', String(values.location.lng));
  }
  form.set('wantsTextAlerts', values.wantsTextAlerts && values.phone.trim() !== '' ? 'true' : 'false');
  if (photo) form.set('photo', photo, photo.name);
  return form;
}
