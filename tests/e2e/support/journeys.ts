import type { Locator, Page } from 'playwright-core';
import { button, dialog, field, onPath, see } from './ui';

/** Somewhere in Rome: the journeys' places are laid out around it (≈ 111 m per 0.001° of latitude). */
export const ROME = { latitude: 41.9028, longitude: 12.4964 };

/** A point `metresNorth` metres north and `metresEast` metres east of `from`. */
export function offset(from: { latitude: number; longitude: number }, metresNorth: number, metresEast = 0) {
  const latitude = from.latitude + metresNorth / 111_320;
  const longitude = from.longitude + metresEast / (111_320 * Math.cos((from.latitude * Math.PI) / 180));
  return { latitude, longitude };
}

/** Opens /login and signs in the way a user does: types both fields, presses 'Accedi'. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await see(page, 'Accedi al tuo account');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await button(page, 'Accedi').click();
}

/** submitLogin, then waits for the dashboard route. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await submitLogin(page, username, password);
  await onPath(page, '/dashboard');
}

/**
 * After a login with a password an administrator set: 'Imposta una nuova password' shows, the user types `password`
 * twice and presses 'Imposta password' (docs/behaviour.md, "Passwords").
 */
export async function chooseOwnPassword(page: Page, password: string): Promise<void> {
  await see(page, 'Imposta una nuova password');
  await page.getByLabel('Nuova password', { exact: true }).fill(password);
  await page.getByLabel('Conferma nuova password', { exact: true }).fill(password);
  await button(page, 'Imposta password').click();
}

/** The value stored under a localStorage key in the page (the app's tokens, device id). */
export function storedValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/** What every new user needs in 'Nuovo Utente'. */
export interface NewUser {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  employeeId: string;
  password: string;
}

/** 'Aggiungi Utente' on the open Gestione Utenti tab; returns the 'Nuovo Utente' dialog with `user` typed in. */
export async function startNewUser(page: Page, user: NewUser): Promise<Locator> {
  await button(page, 'Aggiungi Utente').click();
  const form = dialog(page, 'Nuovo Utente');
  await form.waitFor();
  await field(form, 'Username').fill(user.username);
  await field(form, 'Email').fill(user.email);
  await field(form, 'Nome').fill(user.firstName);
  await field(form, 'Cognome').fill(user.lastName);
  await field(form, 'ID Dipendente').fill(user.employeeId);
  await field(form, 'Password').fill(user.password);
  await field(form, 'Conferma Password').fill(user.password);
  return form;
}
