/**
 * The submit of the admin's add/edit dialogs (docs/behaviour.md, "Admin panel", and "Validation"): the domain's
 * validation first, each failing field with its message; then the save, once at a time. A refused save shows the
 * server's field errors on the fields and its message (or the dialog's fixed text) above them.
 */
import { runInAction } from 'mobx';
import type { DisplayMessage } from '../../../core/domain';
import { keysToMessages, serverFieldErrors, serverMessageOr } from './admin-errors';

export interface SubmittingForm {
  fieldErrors: Record<string, DisplayMessage>;
  error: DisplayMessage | null;
  isSaving: boolean;
}

/** Validates and saves; resolves with what `save` resolved with, or null when already saving, invalid or refused. */
export async function submitForm<T>(
  form: SubmittingForm,
  validate: () => Partial<Record<string, string | DisplayMessage>>,
  save: () => Promise<T>,
  fallbackKey: string,
  onInvalid?: () => void,
): Promise<T | null> {
  if (form.isSaving) return null;
  form.error = null;
  form.fieldErrors = keysToMessages(validate());
  if (Object.keys(form.fieldErrors).length > 0) {
    onInvalid?.();
    return null;
  }
  form.isSaving = true;
  try {
    return await save();
  } catch (error) {
    runInAction(() => {
      form.fieldErrors = serverFieldErrors(error);
      form.error = serverMessageOr(error, fallbackKey);
    });
    return null;
  } finally {
    runInAction(() => {
      form.isSaving = false;
    });
  }
}

/** The field errors without `field`'s (the same object when it had none): a field's error clears when it changes. */
export function withoutFieldError(fieldErrors: Record<string, DisplayMessage>, field: string): Record<string, DisplayMessage> {
  if (!fieldErrors[field]) return fieldErrors;
  const { [field]: _cleared, ...rest } = fieldErrors;
  return rest;
}
