/**
 * E-mail through the SMTP server of SMTP_URL (nodemailer), from MAIL_FROM (docs/behaviour.md, "Reminders"): for the
 * people without push, and for the staff's digest. No SMTP_URL: no e-mail at all (the job has no mail sender).
 */
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailSender {
  /** Resolves once the SMTP server accepted the message; rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Give up on an SMTP server that does not answer within this time; the reminder is recorded as failed. */
const SMTP_TIMEOUT_MS = 15_000;

/** nodemailer (0.7 MB of JavaScript) loads with the first message, not at each start of the server. */
export function smtpMailSender(smtpUrl: string, from: string): MailSender {
  let transport: Promise<Transporter> | undefined;
  const connected = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      }),
    ));
  return {
    async send({ to, subject, text, html }) {
      await (await connected()).sendMail({ from, to, subject, text, html });
    },
    close() {
      void transport?.then((made) => made.close());
    },
  };
}
