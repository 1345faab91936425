/**
 * What 'check_in' and 'check_out' say (docs/behaviour.md, "Reminders"): the same words by push and by e-mail, the
 * title from the contract (REMINDER_TEXTS), the planned time on the business clock. A tap on the notification opens
 * the dashboard; an e-mail links to PUBLIC_URL when it is set.
 */
import { REMINDER_TEXTS, type PushPayload } from '../../src/core/contract';
import { WallClock } from '../hours/wall-clock';

export interface ReminderMail {
  subject: string;
  text: string;
  html: string;
}

export interface ReminderMessage {
  push: PushPayload;
  mail: ReminderMail;
}

/** The message of a 'check_in' or 'check_out' reminder about `plannedAt` (the planned start or end) of day `date`. */
export function reminderMessage(
  kind: 'check_in' | 'check_out',
  { date, plannedAt, timezone, publicUrl }: { date: string; plannedAt: number; timezone: string; publicUrl?: string },
): ReminderMessage {
  const title = REMINDER_TEXTS[kind];
  const time = WallClock.of(timezone).time(new Date(plannedAt));
  const body =
    kind === 'check_in'
      ? `Il tuo orario prevedeva l'ingresso alle ${time}. Apri Timbrature per timbrare.`
      : `Il tuo orario prevedeva l'uscita alle ${time} e l'ingresso risulta ancora aperto. Apri Timbrature per timbrare l'uscita.`;
  const link = publicUrl ? `${publicUrl}/` : undefined;
  return {
    push: { kind, title, body, url: '/', tag: `${kind}-${date}` },
    mail: {
      subject: title,
      text: [`${title}.`, '', body, ...(link ? ['', link] : [])].join('\n'),
      html:
        `<p><strong>${escapeHtml(title)}.</strong></p><p>${escapeHtml(body)}</p>` +
        (link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : ''),
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
