/**
 * DateField: a day or a month the Italian way whatever the browser's language (src/ui/shared/date-field.tsx).
 * Rendered without antd's ConfigProvider on purpose: the Italian calendar is the field's own, not inherited.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { injectorOf } from '../../../src/composition/areas';
import { AppToken } from '../../../src/composition/tokens';
import { DateField, type DateFieldPicker } from '../../../src/ui/shared/date-field';
import { InjectorProvider } from '../../../src/ui/shared/use-injection';
import { employeeWorld } from '../dashboard/employee-world';
import { shownDate, typeDate } from './type-date';

jest.setTimeout(30000);

function Form({ initial, picker, allowClear, changes }: { initial: string; picker?: DateFieldPicker; allowClear?: boolean; changes: string[] }) {
  const [value, setValue] = useState(initial);
  const [{ container }] = useState(() => employeeWorld());
  return (
    <InjectorProvider injector={injectorOf(container)}>
      <I18nextProvider i18n={container.get(AppToken.I18n)}>
        <label htmlFor="day">Giorno</label>
        <DateField
          id="day"
          picker={picker}
          allowClear={allowClear}
          aria-describedby="day-note"
          aria-invalid={false}
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
        <p id="day-note">Nota</p>
      </I18nextProvider>
    </InjectorProvider>
  );
}

/** Renders the field and lets its calendar's chunk arrive. */
async function renderField(initial: string, options: { picker?: DateFieldPicker; allowClear?: boolean } = {}) {
  const changes: string[] = [];
  render(<Form initial={initial} changes={changes} {...options} />);
  await act(() => import('../../../src/ui/shared/italian-date-picker'));
  return { input: screen.getByLabelText('Giorno'), changes };
}

describe('DateField', () => {
  // First in the file: the calendar's chunk has not been asked for yet.
  it('shows its value read-only, with its label and aria attributes, until the calendar arrives', async () => {
    render(<Form initial="2026-11-26" changes={[]} />);
    const waiting = screen.getByLabelText('Giorno') as HTMLInputElement;
    expect([waiting.value, waiting.readOnly, waiting.getAttribute('aria-describedby'), waiting.placeholder]).toEqual(['26/11/2026', true, 'day-note', 'GG/MM/AAAA']);

    await act(() => import('../../../src/ui/shared/italian-date-picker'));
    const field = screen.getByLabelText('Giorno') as HTMLInputElement;
    expect(field.closest('.ant-picker')).toBeTruthy();
    expect([field.value, field.readOnly]).toEqual(['26/11/2026', false]);
  });

  it("shows the day DD/MM/YYYY, named by its label, with the form's aria attributes and 'GG/MM/AAAA' when empty", async () => {
    const { input } = await renderField('2026-11-26');
    expect(shownDate(input)).toBe('26/11/2026');
    expect(input.getAttribute('aria-describedby')).toBe('day-note');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.getAttribute('placeholder')).toBe('GG/MM/AAAA');
  });

  it('shows nothing for no day', async () => {
    expect(shownDate((await renderField('')).input)).toBe('');
  });

  it('shows nothing for a value that is no real day', async () => {
    expect(shownDate((await renderField('2026-02-31')).input)).toBe('');
  });

  it("gives 'yyyy-MM-dd' for a day typed DD/MM/YYYY, D/M/YYYY, DDMMYYYY, DD-MM-YYYY or DD.MM.YYYY", async () => {
    const { input, changes } = await renderField('2026-11-26');
    for (const typed of ['01/12/2026', '2/1/2027', '03022027', '04-03-2027', '05.04.2027']) await typeDate(input, typed);
    expect(changes).toEqual(['2026-12-01', '2027-01-02', '2027-02-03', '2027-03-04', '2027-04-05']);
  });

  it('takes no text that is not a real day (31/02, a month first)', async () => {
    const { input, changes } = await renderField('2026-11-26');
    await typeDate(input, '31/02/2026');
    await typeDate(input, '2026-11-30');
    await typeDate(input, '11/30/2026');
    expect(changes).toEqual([]);
  });

  it('opens an Italian calendar: month name, weeks from Monday, days titled DD/MM/YYYY', async () => {
    const { input, changes } = await renderField('2026-11-26');
    await act(async () => {
      fireEvent.mouseDown(input);
      fireEvent.click(input);
    });
    const popup = document.querySelector('.date-field-popup')!;
    expect(popup.querySelector('.ant-picker-header-view')!.textContent).toBe('novembre2026');
    expect([...popup.querySelectorAll('.ant-picker-content thead th')].map((cell) => cell.textContent)).toEqual(['Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab', 'Dom']);
    const day = popup.querySelector('td[title="23/11/2026"]')!;
    expect(day).toBeTruthy();
    expect(popup.textContent).toContain('Oggi');
    await act(async () => {
      fireEvent.click(day);
    });
    expect(changes).toEqual(['2026-11-23']);
  });

  it("a month: 'novembre 2026', typed as MM/YYYY or M/YYYY, given as 'yyyy-MM'", async () => {
    const { input, changes } = await renderField('2026-11', { picker: 'month' });
    expect(shownDate(input)).toBe('novembre 2026');
    expect(input.getAttribute('placeholder')).toBe('MM/AAAA');
    await typeDate(input, '02/2025');
    await typeDate(input, '3/2025');
    expect(changes).toEqual(['2025-02', '2025-03']);
  });

  it('an optional field empties itself with its clear button, giving an empty value', async () => {
    const { input, changes } = await renderField('2026-11-26', { allowClear: true });
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('button', { name: 'Cancella' }));
      fireEvent.mouseUp(screen.getByRole('button', { name: 'Cancella' }));
      fireEvent.click(screen.getByRole('button', { name: 'Cancella' }));
    });
    expect(changes).toEqual(['']);
    expect(shownDate(input)).toBe('');
  });
});
