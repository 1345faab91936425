/**
 * A refusal the server tied to a field the dialog shows ('Esiste già un orario con questo nome' under 'Nome') shows
 * there only: the alert above the fields would repeat it word for word. One tied to a field the dialog has not (a
 * schema's path inside a list) stays in the alert, or nobody would see it.
 */
import type { SubmittingForm } from '../shared/submit-form';

export function showRefusalOnce(form: SubmittingForm, shows: (field: string) => boolean): void {
  const { error } = form;
  if (error && Object.entries(form.fieldErrors).some(([field, message]) => shows(field) && message.key === error.key)) form.error = null;
}
