import { randomBytes } from 'node:crypto';
import { ApiPaths } from '../../../src/core/contract/paths';
import type { Location, LocationWrite } from '../../../src/core/contract/locations.contract';
import type { User, UserWrite } from '../../../src/core/contract/users.contract';
import type { LoginResponse } from '../../../src/core/contract/auth.contract';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './app-server';

/** A place on the map: where a location is, or where the emulated phone says the user is. */
export interface Spot {
  latitude: number;
  longitude: number;
}

export interface Credentials {
  username: string;
  password: string;
}

export interface SeededUser extends User, Credentials {}

/** Default password of seeded employees (the UI types it at login). */
export const EMPLOYEE_PASSWORD = 'Password-e2e-1';

/**
 * Seeds through the real API, as an administrator would: the journeys then meet data created by the same
 * rules as in production (no SQL behind the server's back).
 */
export class SeedApi {
  private constructor(
    readonly baseUrl: string,
    readonly adminToken: string,
    readonly admin: User,
  ) {}

  /** Logs in as the first administrator (ADMIN_USERNAME) from a device of its own. */
  static async connect(baseUrl: string): Promise<SeedApi> {
    const login = await loginOverApi(baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD, 'e2e-seed-admin-device');
    return new SeedApi(baseUrl, login.access, login.user);
  }

  /** A location open around the clock, so that the journeys never depend on the time they run at. */
  async createLocation(name: string, spot: Spot, extra: Partial<LocationWrite> = {}): Promise<Location> {
    const body: LocationWrite = {
      name,
      address: `${name}, Via di Prova 1, Roma`,
      latitude: spot.latitude,
      longitude: spot.longitude,
      tolerance_radius: 100,
      work_hours_start: '00:00',
      work_hours_end: '23:59',
      ...extra,
    };
    return this.send<Location>('POST', ApiPaths.locations, body);
  }

  /**
   * An employee (not admin) with all-locations access unless told otherwise, who has already chosen their own
   * password (`extra.password`, else EMPLOYEE_PASSWORD). An administrator's password must be replaced before any
   * sign-in (docs/behaviour.md, "Passwords"): the account is created with one, with two-factor off so that no device
   * gets bound, the user replaces it (set-new-password), and then the account gets the settings asked for.
   */
  async createUser(firstName: string, lastName: string, extra: Partial<UserWrite> = {}): Promise<SeededUser> {
    const { password = EMPLOYEE_PASSWORD, ...settings } = extra;
    const created = await this.createUserWithAdminPassword(firstName, lastName, { ...settings, two_factor_enabled: false });
    await request(this.baseUrl, 'POST', ApiPaths.setNewPassword, {
      username: created.username,
      current_password: created.password,
      new_password: password,
      device_id: 'e2e-seed-password-device',
      fingerprint: FINGERPRINT,
    });
    const { password: _administrators, ...write } = created.write;
    const user = await this.send<User>('PUT', ApiPaths.user(created.id), { ...write, two_factor_enabled: settings.two_factor_enabled ?? true });
    return { ...user, password };
  }

  /**
   * An employee as the administrator leaves it: with the password the administrator typed (`extra.password`, else a
   * fresh one), which the employee must replace at the first login ('Imposta una nuova password').
   */
  async createUserWithAdminPassword(
    firstName: string,
    lastName: string,
    extra: Partial<UserWrite> = {},
  ): Promise<SeededUser & { write: UserWrite }> {
    const n = randomBytes(3).toString('hex');
    const username = extra.username ?? `${firstName}.${lastName}.${n}`.toLowerCase();
    const password = extra.password ?? `Consegnata-${n}-e2e`;
    const body: UserWrite = {
      username,
      email: `${username}@example.test`,
      first_name: firstName,
      last_name: lastName,
      employee_id: `EMP-${n.toUpperCase()}`,
      phone_number: '',
      is_admin: false,
      two_factor_enabled: true,
      can_access_all_locations: true,
      require_device_change_confirmation: false,
      authorized_locations: [],
      ...extra,
      password,
    };
    const user = await this.send<User>('POST', ApiPaths.users, body);
    return { ...user, password, write: body };
  }

  /** The administrator sets a new password for `user` (the 'Modifica Utente' dialog's PUT, other fields unchanged). */
  async resetPassword(user: User, password: string): Promise<void> {
    const { id, username, email, employee_id } = user;
    await this.send<User>('PUT', ApiPaths.user(id), { username, email, employee_id, password });
  }

  /** An administrator account other than the first one (same defaults as createUser). */
  createAdmin(firstName: string, lastName: string, extra: Partial<UserWrite> = {}): Promise<SeededUser> {
    return this.createUser(firstName, lastName, { ...extra, is_admin: true });
  }

  /** Checks a user in at a spot through the API, from the given device (seeding other people's activity). */
  async checkIn(user: Credentials, deviceId: string, spot: Spot, accuracy = 10): Promise<void> {
    const { access } = await loginOverApi(this.baseUrl, user.username, user.password, deviceId);
    await request(this.baseUrl, 'POST', ApiPaths.checkIn, { ...spot, accuracy, device_id: deviceId }, access);
  }

  /** Checks a user out at a spot through the API. */
  async checkOut(user: Credentials, deviceId: string, spot: Spot): Promise<void> {
    const { access } = await loginOverApi(this.baseUrl, user.username, user.password, deviceId);
    await request(this.baseUrl, 'POST', ApiPaths.checkOut, { ...spot, accuracy: 10, device_id: deviceId }, access);
  }

  /** Any admin GET (stats, activities …) for assertions that cross-check what the screen shows. */
  get<T>(path: string): Promise<T> {
    return this.send<T>('GET', path, undefined);
  }

  private send<T>(method: string, path: string, body: unknown): Promise<T> {
    return request<T>(this.baseUrl, method, path, body, this.adminToken);
  }
}

/** A device fingerprint as the client sends it (64 lower-case hex digits of SHA-256). */
const FINGERPRINT = 'c0ffee42'.repeat(8);

/** POST /api/auth/login/ as a client would; throws with the server's answer when refused. */
export async function loginOverApi(baseUrl: string, username: string, password: string, deviceId: string): Promise<LoginResponse> {
  return request<LoginResponse>(baseUrl, 'POST', ApiPaths.login, { username, password, device_id: deviceId, fingerprint: FINGERPRINT });
}

/** Revokes one refresh token (and its rotation family) the way a logout elsewhere would; the access token lives on until it expires. */
export async function revokeRefreshToken(baseUrl: string, accessToken: string, refreshToken: string): Promise<void> {
  await request(baseUrl, 'POST', ApiPaths.logout, { refresh: refreshToken }, accessToken);
}

async function request<T>(baseUrl: string, method: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`seed ${method} ${path} → ${response.status}: ${text.slice(0, 500)}`);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}
