/**
 * Types a day into a DateField (src/ui/shared/date-field.tsx) the way a keyboard user does: focus, the text, Enter.
 * The field takes it when it is a real day in one of its formats ('10/01/2025').
 */
import { act, fireEvent } from '@testing-library/react';

export async function typeDate(input: HTMLElement, text: string): Promise<void> {
  await act(async () => {
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
    fireEvent.keyDown(input, { key: 'Enter' });
  });
}

/** What a DateField shows: its input's text ('15/01/2025'). */
export const shownDate = (input: HTMLElement): string => (input as HTMLInputElement).value;

