/**
 * The add/edit user dialog's password rule as the administrator reads it (docs/behaviour.md, "Admin panel" and
 * "Passwords"): the server's configured minimum in the spec's sentence, and the server's refusals in Italian under
 * their fields, with what was typed kept.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths, USER_FIELD_MAX_LENGTH } from '../../../../src/core/contract';
import { ok, status } from '../../../fakes';
import { AdminStatsMother, UserMother } from '../../../mothers';
import { adminWorld, type AdminWorld } from '../admin-world';
import { renderAdmin, settle } from '../render-admin';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';

jest.mock('../../../../src/ui/admin/locations/location-map-picker', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

// antd's Modal and Table render slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

function usersWorld(): AdminWorld {
  const world = adminWorld();
  world.http.on('GET', ApiPaths.adminStats, ok(AdminStatsMother.create()));
  world.http.on('GET', ApiPaths.adminNotifications, ok({ count: 0, unread: 0, results: [] }));
  world.http.on('GET', ApiPaths.users, ok({ count: 1, results: [UserMother.create({ id: 7 })] }));
  world.http.on('GET', ApiPaths.groups, ok([]));
  world.http.on('GET', ApiPaths.locations, ok({ count: 0, results: [] }));
  return world;
}

/** Opens 'Gestione Utenti' and its 'Aggiungi Utente' dialog; resolves with the dialog. */
async function openNewUserDialog(world: AdminWorld): Promise<HTMLElement> {
  await world.signIn();
  await renderAdmin(world, '/dashboard_admin');
  await settle(world, 1000);
  fireEvent.click(screen.getByRole('tab', { name: 'Gestione Utenti' }));
  await settle(world);
  fireEvent.click(screen.getByRole('button', { name: 'Aggiungi Utente' }));
  await settle(world);
  return screen.getByRole('dialog');
}

function fillNewUser(dialog: HTMLElement, password: string): void {
  const type = (label: RegExp, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  type(/^Username/, 'luca.verdi');
  type(/^Email/, 'luca.verdi@example.it');
  type(/^ID Dipendente/, 'E-42');
  type(/^Password/, password);
  type(/^Conferma Password/, password);
}

async function save(world: AdminWorld, dialog: HTMLElement): Promise<void> {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
  await settle(world);
}

/** The message under the password field: the note its input is described by (read out with it). */
function passwordFieldText(dialog: HTMLElement): string {
  const input = within(dialog).getByLabelText(/^Password/);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

describe('the user dialog and the password policy', () => {
  it("asks for the server's configured minimum in the spec's sentence", async () => {
    const world = usersWorld();
    world.http.on('GET', ApiPaths.passwordPolicy, ok({ min_length: 10 }));
    const dialog = await openNewUserDialog(world);

    fillNewUser(dialog, 'bx7-qv-zz');
    await save(world, dialog);

    expect(passwordFieldText(dialog)).toContain('La password deve essere di almeno 10 caratteri');
    expect(world.http.sent('POST', ApiPaths.users)).toHaveLength(0);
  });

  it('says 6, the spec’s minimum, while the server has not told its own', async () => {
    const world = usersWorld();
    world.http.on('GET', ApiPaths.passwordPolicy, new Error('offline'));
    const dialog = await openNewUserDialog(world);

    fillNewUser(dialog, 'bx7-q');
    await save(world, dialog);

    expect(passwordFieldText(dialog)).toContain('La password deve essere di almeno 6 caratteri');
  });

  it('shows the server’s refusals in Italian under their fields, keeping what the administrator typed', async () => {
    const world = usersWorld();
    world.http.on('GET', ApiPaths.passwordPolicy, ok({ min_length: 8 }));
    world.http.on(
      'POST',
      ApiPaths.users,
      status(400, { code: 'PASSWORD_TOO_COMMON', message: 'Password too common', errors: { password: ['Password too common'] }, min_length: 8 }),
      status(400, { code: 'PASSWORD_TOO_SHORT', message: 'Password too short', errors: { password: ['Password too short'] }, min_length: 12 }),
      status(400, {
        code: 'VALIDATION_ERROR',
        message: 'username: A user with that username already exists',
        errors: { username: ['A user with that username already exists'], employee_id: ['A user with that employee ID already exists'] },
        field_codes: { username: { code: 'USERNAME_TAKEN' }, employee_id: { code: 'EMPLOYEE_ID_TAKEN' } },
      }),
    );
    const dialog = await openNewUserDialog(world);

    fillNewUser(dialog, 'juventus1897');
    await save(world, dialog);
    expect(passwordFieldText(dialog)).toContain('Questa password è troppo comune: scegline una meno prevedibile');
    expect((within(dialog).getByLabelText(/^Password/) as HTMLInputElement).value).toBe('juventus1897');
    expect((within(dialog).getByLabelText(/^Username/) as HTMLInputElement).value).toBe('luca.verdi');

    // The server's minimum may be higher than the one it answered earlier (changed meanwhile): its refusal says which.
    await save(world, dialog);
    expect(passwordFieldText(dialog)).toContain('La password deve essere di almeno 12 caratteri');

    await save(world, dialog);
    expect(within(dialog).getAllByText('Esiste già un utente con questo username').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Esiste già un utente con questo ID dipendente')).toBeTruthy();
    expect(within(dialog).queryByText(/already exists/)).toBeNull();
  });

  it("words the schema's refusals in Italian by their codes under the fields, never the server's English", async () => {
    const world = usersWorld();
    world.http.on('GET', ApiPaths.passwordPolicy, ok({ min_length: 8 }));
    world.http.on(
      'POST',
      ApiPaths.users,
      status(400, {
        code: 'VALIDATION_ERROR',
        message: 'phone_number: Expected string length less or equal to 30',
        errors: { phone_number: ['Expected string length less or equal to 30'], first_name: ['Must not contain control characters'] },
        field_codes: { phone_number: { code: 'MAX_LENGTH', limit: 30 }, first_name: { code: 'CONTROL_CHARACTERS' } },
      }),
    );
    const dialog = await openNewUserDialog(world);
    fillNewUser(dialog, 'bx7-qv-zz-41');
    await save(world, dialog);

    const noteOf = (label: RegExp) => {
      const input = within(dialog).getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    expect(noteOf(/^Telefono/)).toBe('Massimo 30 caratteri');
    expect(noteOf(/^Nome/)).toBe('Non può contenere caratteri di controllo');
    expect(dialog.textContent).not.toMatch(/Expected|control characters|string length/);
  });

  it("stops each text input at the contract's limit", async () => {
    const world = usersWorld();
    world.http.on('GET', ApiPaths.passwordPolicy, ok({ min_length: 8 }));
    const dialog = await openNewUserDialog(world);
    const limitOf = (label: RegExp) => (within(dialog).getByLabelText(label) as HTMLInputElement).maxLength;
    expect(limitOf(/^Telefono/)).toBe(USER_FIELD_MAX_LENGTH.phone_number);
    expect(limitOf(/^Username/)).toBe(USER_FIELD_MAX_LENGTH.username);
    expect(limitOf(/^Email/)).toBe(USER_FIELD_MAX_LENGTH.email);
    expect(limitOf(/^ID Dipendente/)).toBe(USER_FIELD_MAX_LENGTH.employee_id);
    expect(limitOf(/^Nome/)).toBe(USER_FIELD_MAX_LENGTH.first_name);
    expect(limitOf(/^Cognome/)).toBe(USER_FIELD_MAX_LENGTH.last_name);
    expect(limitOf(/^Password/)).toBe(USER_FIELD_MAX_LENGTH.password);
  });

  it("offers no password field for the administrator's own account, only a line pointing to 'Cambia password'", async () => {
    const world = usersWorld();
    world.http.on('GET', ApiPaths.passwordPolicy, ok({ min_length: 8 }));
    world.http.on('GET', ApiPaths.users, ok({ count: 2, results: [UserMother.admin(), UserMother.create({ id: 7 })] }));
    await world.signIn();
    await renderAdmin(world, '/dashboard_admin');
    await settle(world, 1000);
    fireEvent.click(screen.getByRole('tab', { name: 'Gestione Utenti' }));
    await settle(world);

    fireEvent.click(screen.getByRole('button', { name: 'Modifica utente admin' }));
    await settle(world);
    const own = screen.getByRole('dialog', { name: 'Modifica Utente' });
    expect(within(own).queryByLabelText(/^Password/)).toBeNull();
    expect(within(own).queryByLabelText(/^Conferma Password/)).toBeNull();
    expect(within(own).getByText("Per cambiare la tua password usa 'Cambia password' nella Dashboard.")).toBeTruthy();
    fireEvent.click(within(own).getByRole('button', { name: 'Annulla' }));
    await settle(world);

    fireEvent.click(screen.getByRole('button', { name: `Modifica utente ${UserMother.create({ id: 7 }).username}` }));
    await settle(world);
    const other = screen.getByRole('dialog', { name: 'Modifica Utente' });
    expect(within(other).getByLabelText(/^Password/)).toBeTruthy();
    expect(within(other).queryByText(/Cambia password/)).toBeNull();
  });
});
