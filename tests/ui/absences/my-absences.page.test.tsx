/** 'Le mie assenze' rendered over the real container with fake edges (docs/behaviour.md, "My absences"). */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { AbsencePaths, type AbsenceBalance } from '../../../src/core/contract';
import { MyAbsencesPage } from '../../../src/ui/app/routes';
import { ok, status } from '../../fakes';
import { renderScreensAt } from '../app/render-in-app';
import { employeeWorld } from '../dashboard/employee-world';
import { typeDate } from '../shared/type-date';
import { AbsenceBalanceMother, AbsenceMother, AbsenceTypeMother } from '../../mothers';

const { ferie, rol } = AbsenceTypeMother;

// antd's Drawer, Modal and Select render slowly under jsdom on this machine: a form test switching types takes 10-20 s
// alone, more beside other suites.
jest.setTimeout(60000);

const ferieBalance = AbsenceBalanceMother.create({ year: 2025, yearly_entitlement: 26, carry_over: 3, accrued: 2.17, used: 1, approved_future: 2, pending: 0, remaining: 2.17 }, ferie);
const rolBalance = AbsenceBalanceMother.create({ year: 2025, yearly_entitlement: 72, carry_over: 0, accrued: 6, used: 2.5, approved_future: 0, pending: 2, remaining: 3.5 }, rol);

const approved = AbsenceMother.mine(4, ferie, { status: 'approved', start_date: '2025-01-20', end_date: '2025-01-21', amount: 2 });
const pendingHours = AbsenceMother.mine(5, rol, { start_date: '2025-01-22', end_date: '2025-01-22', start_time: '09:00', end_time: '11:00', amount: 2, note: 'Visita medica' });
const refused = AbsenceMother.mine(3, ferie, { status: 'refused', start_date: '2025-01-10', end_date: '2025-01-10', amount: 1, refusal_reason: 'Chiusura di bilancio' });
const cancelled = AbsenceMother.mine(2, ferie, { status: 'cancelled', start_date: '2024-12-30', end_date: '2025-01-02', amount: 3 });

async function openMyAbsences({
  world = employeeWorld(),
  balances = [ferieBalance, rolBalance],
  absences = [pendingHours, approved, refused, cancelled],
  count = absences.length,
}: { world?: ReturnType<typeof employeeWorld>; balances?: AbsenceBalance[]; absences?: typeof approved[]; count?: number } = {}) {
  world.http.on('GET', AbsencePaths.myBalances, ok({ user_id: 7, year: 2025, balances }));
  world.http.on('GET', AbsencePaths.mine, ok({ count, pending: 1, results: absences }));
  world.http.on('GET', AbsencePaths.types, ok(AbsenceTypeMother.all()));
  await world.signIn();
  renderScreensAt(world.container, '/absences', { '/absences': MyAbsencesPage });
  await act(async () => {
    await import('../../../src/ui/absences/my-absences.page');
  });
  await act(() => world.clock.advance(0));
  return world;
}

async function settle(world: ReturnType<typeof employeeWorld>) {
  await act(() => world.clock.advance(0));
}

const balanceOf = (name: RegExp) => within(screen.getByRole('region', { name: 'Saldo ferie e permessi' })).getByRole('heading', { name }).closest('li') as HTMLElement;
const requestOf = (name: RegExp, index = 0) => within(screen.getByRole('region', { name: 'Le mie richieste' })).getAllByRole('heading', { name })[index]!.closest('li') as HTMLElement;
const figure = (item: HTMLElement, label: string) => within(item).getByText(label).nextSibling?.textContent;

async function openForm(world: ReturnType<typeof employeeWorld>) {
  fireEvent.click(screen.getByRole('button', { name: 'Richiedi assenza' }));
  await settle(world);
  return screen.getByRole('dialog', { name: 'Richiedi assenza' });
}

async function chooseType(world: ReturnType<typeof employeeWorld>, dialog: HTMLElement, label: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Causale/ }));
  await settle(world);
  fireEvent.click(screen.getByTitle(label));
  await settle(world);
}

describe("'Le mie assenze': the balances", () => {
  it("shows each balance with 'Residuo' first, days as 'gg' with a decimal comma and hours as h:mm", async () => {
    await openMyAbsences();

    expect(screen.getByRole('heading', { name: 'Le mie assenze', level: 1 })).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Saldo ferie e permessi' });
    within(card).getByText('Anno 2025');
    const holidays = balanceOf(/FE\s+Ferie/);
    expect(figure(holidays, 'Residuo')).toBe('2,17 gg');
    expect(figure(holidays, 'Spettanza annua')).toBe('26 gg');
    expect(figure(holidays, 'Riporto anno precedente')).toBe('3 gg');
    expect(figure(holidays, 'Maturato')).toBe('2,17 gg');
    expect(figure(holidays, 'Goduto')).toBe('1 gg');
    expect(figure(holidays, 'Pianificato')).toBe('2 gg');
    expect(figure(holidays, 'In attesa')).toBe('0 gg');
    const leave = balanceOf(/ROL\s+Permesso ROL/);
    expect(figure(leave, 'Residuo')).toBe('3:30 h');
    expect(figure(leave, 'Spettanza annua')).toBe('72:00 h');
    expect(figure(leave, 'Goduto')).toBe('2:30 h');
  });

  it('says so when no balance is set this year', async () => {
    await openMyAbsences({ balances: [] });
    const card = screen.getByRole('region', { name: 'Saldo ferie e permessi' });
    within(card).getByText("Per quest'anno non è impostato nessun saldo di ferie o permessi.");
  });
});

describe("'Le mie assenze': 'Le mie richieste'", () => {
  it('lists the requests newest first with when, how much and their state; only a pending one offers to withdraw it', async () => {
    await openMyAbsences();
    const list = screen.getByRole('region', { name: 'Le mie richieste' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['ROL Permesso ROL', 'FE Ferie', 'FE Ferie', 'FE Ferie']);

    within(items[0]!).getByText('Il 22/01/2025 dalle 09:00 alle 11:00 · 2:00 h');
    within(items[0]!).getByText('In attesa');
    within(items[0]!).getByText('Nota: Visita medica');
    within(items[0]!).getByRole('button', { name: 'Annulla richiesta' });
    within(items[1]!).getByText('Dal 20/01 al 21/01/2025 · 2 gg');
    within(items[1]!).getByText('Approvata');
    within(items[2]!).getByText('Il 10/01/2025 · 1 gg');
    within(items[2]!).getByText('Rifiutata: Chiusura di bilancio');
    within(items[3]!).getByText('Dal 30/12/2024 al 02/01/2025 · 3 gg');
    within(items[3]!).getByText('Annullata');
    expect(within(list).getAllByRole('button', { name: 'Annulla richiesta' })).toHaveLength(1);
  });

  it("'Annulla richiesta' asks to confirm, then withdraws the request and reloads the list", async () => {
    const world = await openMyAbsences();
    fireEvent.click(within(requestOf(/ROL/)).getByRole('button', { name: 'Annulla richiesta' }));
    await settle(world);
    let dialog = screen.getByRole('dialog', { name: 'Annullare la richiesta?' });
    within(dialog).getByText('ROL Permesso ROL, Il 22/01/2025 dalle 09:00 alle 11:00: la richiesta viene ritirata.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, mantieni' }));
    await settle(world);
    expect(world.http.sent('POST', AbsencePaths.cancelMine(5))).toHaveLength(0);

    fireEvent.click(within(requestOf(/ROL/)).getByRole('button', { name: 'Annulla richiesta' }));
    await settle(world);
    dialog = screen.getByRole('dialog', { name: 'Annullare la richiesta?' });
    world.http.on('POST', AbsencePaths.cancelMine(5), ok({ ...pendingHours, status: 'cancelled' }));
    world.http.on('GET', AbsencePaths.mine, ok({ count: 4, pending: 0, results: [{ ...pendingHours, status: 'cancelled' }, approved, refused, cancelled] }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Sì, annulla' }));
    });
    await settle(world);
    expect(world.http.sent('POST', AbsencePaths.cancelMine(5))).toHaveLength(1);
    within(requestOf(/ROL/)).getByText('Annullata');
    expect(within(screen.getByRole('region', { name: 'Le mie richieste' })).queryByRole('button', { name: 'Annulla richiesta' })).toBeNull();
  });

  it("shows a refusal to withdraw (already decided) in Italian in the dialog", async () => {
    const world = await openMyAbsences();
    world.http.on('POST', AbsencePaths.cancelMine(5), status(409, { code: 'ABSENCE_ALREADY_DECIDED', message: 'This absence has already been decided' }));
    fireEvent.click(within(requestOf(/ROL/)).getByRole('button', { name: 'Annulla richiesta' }));
    await settle(world);
    const dialog = screen.getByRole('dialog', { name: 'Annullare la richiesta?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Sì, annulla' }));
    });
    within(dialog).getByText('Questa assenza è già stata gestita da un amministratore.');
  });

  it('pages a long list', async () => {
    const world = await openMyAbsences({ count: 23 });
    const pager = screen.getByRole('navigation', { name: 'Pagine delle richieste' });
    within(pager).getByText('Pagina 1 di 3');
    fireEvent.click(within(pager).getByRole('button', { name: 'Pagina successiva' }));
    await settle(world);
    expect(world.http.last('GET', AbsencePaths.mine).path).toContain('page=2');
    within(pager).getByText('Pagina 2 di 3');
  });
});

describe("'Richiedi assenza'", () => {
  it("offers the active types with the balance left; 'Ore' only for a type counted in hours; the certificate for malattia; the remote-work line", async () => {
    const world = await openMyAbsences();
    const dialog = await openForm(world);
    within(dialog).getByLabelText(/^Dal/);
    within(dialog).getByLabelText(/^Al/);

    await chooseType(world, dialog, 'ROL – Permesso ROL');
    within(dialog).getByText('Residuo: 3:30 h');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Ore' }));
    await settle(world);
    within(dialog).getByLabelText(/^Giorno/);
    within(dialog).getByLabelText(/^Dalle/);
    within(dialog).getByLabelText(/^Alle/);
    expect(within(dialog).queryByLabelText(/^Dal\b/)).toBeNull();

    await chooseType(world, dialog, 'FE – Ferie');
    within(dialog).getByText('Residuo: 2,17 gg');
    expect(within(dialog).queryByRole('radio', { name: 'Ore' })).toBeNull();
    within(dialog).getByLabelText(/^Dal/);
    expect(within(dialog).queryByLabelText(/Numero protocollo certificato/)).toBeNull();

    await chooseType(world, dialog, 'MAL – Malattia');
    expect(within(dialog).queryByText(/^Residuo/)).toBeNull();
    within(dialog).getByLabelText(/Numero protocollo certificato/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invia richiesta' }));
    await settle(world);
    within(dialog).getByText('Campo obbligatorio');
    expect(world.http.sent('POST', AbsencePaths.mine)).toHaveLength(0);

    await chooseType(world, dialog, 'LA – Lavoro agile');
    within(dialog).getByText('Lavoro agile: non viene chiesta né registrata alcuna posizione.');
  });

  it("puts the server's field errors under their fields in Italian and keeps what was typed", async () => {
    const world = await openMyAbsences();
    const dialog = await openForm(world);
    await chooseType(world, dialog, 'FE – Ferie');
    // Enter takes the day typed, and does not send the form (the browser's implicit submission).
    const from = within(dialog).getByLabelText(/^Dal/);
    expect(fireEvent.keyDown(from, { key: 'Enter' })).toBe(false);
    await typeDate(from, '18/01/2025');
    await typeDate(within(dialog).getByLabelText(/^Al/), '19/01/2025');
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Weekend lungo' } });

    world.http.on(
      'POST',
      AbsencePaths.mine,
      status(400, { code: 'VALIDATION_ERROR', message: 'No working day', errors: { end_date: 'No working day' }, field_codes: { end_date: { code: 'NO_WORKING_DAY' } } }),
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Invia richiesta' }));
    });
    await settle(world);
    const to = within(dialog).getByLabelText(/^Al/);
    expect(document.getElementById(to.getAttribute('aria-describedby') ?? '')?.textContent).toBe("Nei giorni scelti non c'è nessun giorno lavorativo.");
    expect((within(dialog).getByLabelText(/^Note/) as HTMLTextAreaElement).value).toBe('Weekend lungo');
    expect((within(dialog).getByLabelText(/^Dal/) as HTMLInputElement).value).toBe('18/01/2025');
    expect(world.http.last('POST', AbsencePaths.mine).body).toEqual({ absence_type_id: 1, start_date: '2025-01-18', end_date: '2025-01-19', note: 'Weekend lungo' });

    world.http.on('POST', AbsencePaths.mine, status(409, { code: 'ABSENCE_OVERLAP', message: 'Another absence already covers these days' }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Invia richiesta' }));
    });
    within(dialog).getByText("Un'altra assenza copre già questi giorni.");
    expect((within(dialog).getByLabelText(/^Note/) as HTMLTextAreaElement).value).toBe('Weekend lungo');
  });

  it('sends a range of hours; the answer over the balance shows the warning, and the list reloads', async () => {
    const world = await openMyAbsences();
    const dialog = await openForm(world);
    await chooseType(world, dialog, 'ROL – Permesso ROL');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Ore' }));
    await settle(world);
    await typeDate(within(dialog).getByLabelText(/^Giorno/), '23/01/2025');
    fireEvent.change(within(dialog).getByLabelText(/^Dalle/), { target: { value: '14:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^Alle/), { target: { value: '18:00' } });

    const saved = AbsenceMother.mine(6, rol, { start_date: '2025-01-23', end_date: '2025-01-23', start_time: '14:00', end_time: '18:00', amount: 4, over_balance: true });
    world.http.on('POST', AbsencePaths.mine, status(201, saved));
    world.http.on('GET', AbsencePaths.mine, ok({ count: 5, pending: 2, results: [saved, pendingHours, approved, refused, cancelled] }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Invia richiesta' }));
    });
    await settle(world);

    expect(world.http.last('POST', AbsencePaths.mine).body).toEqual({ absence_type_id: 2, start_date: '2025-01-23', end_date: '2025-01-23', start_time: '14:00', end_time: '18:00' });
    expect(screen.queryByRole('dialog', { name: 'Richiedi assenza' })).toBeNull();
    screen.getByText('Richiesta inviata');
    screen.getByText("La richiesta supera il saldo disponibile: l'amministratore ne terrà conto.");
    within(requestOf(/ROL/, 0)).getByText('Il 23/01/2025 dalle 14:00 alle 18:00 · 4:00 h');
  });

  it('a request within the balance shows no warning', async () => {
    const world = await openMyAbsences();
    const dialog = await openForm(world);
    await chooseType(world, dialog, 'FE – Ferie');
    world.http.on('POST', AbsencePaths.mine, status(201, AbsenceMother.mine(7, ferie, { start_date: '2025-01-15', end_date: '2025-01-15', amount: 1 })));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Invia richiesta' }));
    });
    await settle(world);
    // 'Dal' and 'Al' start on today (the fake clock's 15/01/2025).
    expect(world.http.last('POST', AbsencePaths.mine).body).toEqual({ absence_type_id: 1, start_date: '2025-01-15', end_date: '2025-01-15' });
    screen.getByText('Richiesta inviata');
    expect(screen.queryByText(/supera il saldo/)).toBeNull();
  });
});

describe("'Le mie assenze' on a computer", () => {
  it('opens the form as a dialog', async () => {
    const world = employeeWorld();
    world.environment.useDesktop();
    await openMyAbsences({ world });
    screen.getByRole('button', { name: 'Torna alla Dashboard' });
    const dialog = await openForm(world);
    expect(dialog.closest('.ant-modal')).not.toBeNull();
  });
});
