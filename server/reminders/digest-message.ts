/**
 * What the morning digest says (docs/behaviour.md, "Reminders", "The morning digest"), in Italian: the subject with
 * the day and the counts, the people and their problems (at most DIGEST_MAX_PEOPLE, then 'e altri N'), the pending
 * requests per kind with the oldest's age, and a link to the administration panel when PUBLIC_URL is set. The same
 * words as text and as HTML, every name escaped (names are typed by users). The push carries the counts only.
 */
import { REMINDER_TEXTS, type PushPayload } from '../../src/core/contract';
import { weekdayOf } from '../../src/core/domain';
import type { PersonAnomalies } from './digest-anomalies.query';
import type { PendingKind } from './digest-pending.query';
import type { ReminderMail } from './reminder-messages';

/** People listed by name; the others are counted. */
export const DIGEST_MAX_PEOPLE = 10;

/** The panel a tap on the notification or the e-mail's link opens (the SPA's route of 'Pannello'). */
export const DIGEST_PANEL_PATH = '/dashboard_admin';

const WEEKDAYS = ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'];
const MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];

const PENDING_LABELS: Record<PendingKind, string> = {
  correction: 'Richieste di correzione',
  absence: 'Richieste di assenza',
  device_change: 'Cambi di dispositivo',
};
const PENDING_ORDER: readonly PendingKind[] = ['correction', 'absence', 'device_change'];

export interface PendingSummary {
  count: number;
  oldest: Date;
}

export interface DigestContent {
  /** yyyy-MM-dd, the day the anomalies are of (yesterday). */
  date: string;
  /** The recipient's people with open anomalies, in any order. */
  people: readonly PersonAnomalies[];
  pending: ReadonlyMap<PendingKind, PendingSummary>;
  now: Date;
  publicUrl?: string;
}

/** 'giovedì 26 novembre'. */
export function italianDay(date: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[weekdayOf(date)]} ${day} ${MONTHS[month - 1]}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '3 anomalie, 2 richieste in attesa'. */
function counts(anomalies: number, requests: number): string {
  return `${plural(anomalies, 'anomalia', 'anomalie')}, ${plural(requests, 'richiesta in attesa', 'richieste in attesa')}`;
}

/** How long a request has waited, rounded down: '20 minuti', '5 ore', '3 giorni'. */
export function waitingFor(since: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
  if (minutes < 60) return plural(minutes, 'minuto', 'minuti');
  if (minutes < 24 * 60) return plural(Math.floor(minutes / 60), 'ora', 'ore');
  return plural(Math.floor(minutes / (24 * 60)), 'giorno', 'giorni');
}

export function digestMessage(content: DigestContent): { mail: ReminderMail; push: PushPayload } {
  const people = [...content.people].sort((a, b) => a.sortKey.localeCompare(b.sortKey, 'it'));
  const anomalies = people.reduce((sum, person) => sum + person.problems.length, 0);
  const pending = PENDING_ORDER.flatMap((kind) => {
    const summary = content.pending.get(kind);
    return summary && summary.count > 0 ? [{ kind, ...summary }] : [];
  });
  const requests = pending.reduce((sum, p) => sum + p.count, 0);
  const day = italianDay(content.date);
  const summary = counts(anomalies, requests);
  const link = content.publicUrl ? `${content.publicUrl}${DIGEST_PANEL_PATH}` : undefined;

  const listed = people.slice(0, DIGEST_MAX_PEOPLE);
  const others = people.length - listed.length;
  const personLine = (p: PersonAnomalies) => `${p.label}: ${p.problems.join(', ')}`;
  const othersLine = `e altri ${others}`;
  const pendingLine = (p: (typeof pending)[number]) => `${PENDING_LABELS[p.kind]}: ${p.count} (la più vecchia attende da ${waitingFor(p.oldest, content.now)})`;
  const anomaliesTitle = people.length > 0 ? `Anomalie di ieri ancora aperte (${anomalies}):` : 'Nessuna anomalia ieri.';
  const pendingTitle = requests > 0 ? `Richieste in attesa di decisione (${requests}):` : 'Nessuna richiesta in attesa.';

  const text = [
    `${REMINDER_TEXTS.digest}, ${day}.`,
    '',
    anomaliesTitle,
    ...listed.map((p) => `- ${personLine(p)}`),
    ...(others > 0 ? [`- ${othersLine}`] : []),
    '',
    pendingTitle,
    ...pending.map((p) => `- ${pendingLine(p)}`),
    ...(link ? ['', `Apri il pannello: ${link}`] : []),
  ].join('\n');

  const list = (items: string[]) => (items.length > 0 ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '');
  const html = [
    `<p><strong>${escapeHtml(`${REMINDER_TEXTS.digest}, ${day}.`)}</strong></p>`,
    `<p>${escapeHtml(anomaliesTitle)}</p>`,
    list([...listed.map(personLine), ...(others > 0 ? [othersLine] : [])]),
    `<p>${escapeHtml(pendingTitle)}</p>`,
    list(pending.map(pendingLine)),
    link ? `<p><a href="${escapeHtml(link)}">Apri il pannello</a></p>` : '',
  ].join('');

  return {
    mail: { subject: `Timbrature – ${REMINDER_TEXTS.digest} (${day}): ${summary}`, text, html },
    push: { kind: 'digest', title: REMINDER_TEXTS.digest, body: `${day[0]!.toUpperCase()}${day.slice(1)}: ${summary}.`, url: DIGEST_PANEL_PATH, tag: 'digest' },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
