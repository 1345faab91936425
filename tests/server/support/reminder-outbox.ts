/**
 * What the reminders send, caught on this machine (docs/behaviour.md, "Reminders"): a local HTTPS push service and a
 * local SMTP server. The push service decrypts each message as the browser would (RFC 8291, aes128gcm), with a real
 * P-256 key pair and auth secret per "browser", so a test asserts the text a person would read; the SMTP server
 * parses each mail (mailparser).
 *
 *   const outbox = await startReminderOutbox();
 *   const browser = outbox.newBrowser();            // browser.subscription: what the SPA would POST
 *   // config: pushServiceHosts: [outbox.pushHost], smtpUrl: outbox.smtpUrl; the job's pushAgent: outbox.pushAgent
 *   ... run the job ...
 *   outbox.pushes   // [{ endpoint, payload: { kind, title, body, url, tag }, ttl, urgency }]
 *   outbox.mails    // [{ to, from, subject, text, html }]
 *   outbox.clear(); await outbox.close();
 *
 * Both record a message before answering it, so once the sender's promise resolved, it is in the list.
 */
import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, Agent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { PushPayload, PushSubscriptionInput } from '../../../src/core/contract';

const FIXTURES = join(__dirname, '..', 'http', 'fixtures');

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted message, parsed. */
  payload: PushPayload;
  /** The TTL and Urgency headers the sender set. */
  ttl: number;
  urgency: string | undefined;
}

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}

/** A "browser" subscribed to the local push service: its subscription as PushManager.subscribe would give it. */
export interface TestBrowser {
  endpoint: string;
  subscription: PushSubscriptionInput;
}

export interface ReminderOutbox {
  /** The push service's host and port, for PUSH_SERVICE_HOSTS (config.pushServiceHosts). */
  pushHost: string;
  /** Trusts the push service's test certificate: give it to the push sender (web-push's `agent`). */
  pushAgent: Agent;
  /** smtp://127.0.0.1:<port>, for SMTP_URL (config.smtpUrl). */
  smtpUrl: string;
  /** A new browser with its own keys and endpoint on the local push service. */
  newBrowser(): TestBrowser;
  /** From now on the push service answers `status` (e.g. 410 Gone) for this endpoint, recording nothing. */
  answer(endpoint: string, status: number): void;
  pushes: ReceivedPush[];
  mails: ReceivedMail[];
  /** Pushes of one endpoint's browser. */
  pushesTo(browser: TestBrowser): ReceivedPush[];
  /** Forgets what was received (the answers set by `answer` stay). */
  clear(): void;
  close(): Promise<void>;
}

interface BrowserKeys {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
}

export async function startReminderOutbox(): Promise<ReminderOutbox> {
  const cert = readFileSync(join(FIXTURES, 'test-tls-cert.pem'));
  const key = readFileSync(join(FIXTURES, 'test-tls-key.pem'));
  const browsers = new Map<string, BrowserKeys>();
  const answers = new Map<string, number>();
  const pushes: ReceivedPush[] = [];
  const mails: ReceivedMail[] = [];

  const push: Server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${pushOrigin}${request.url ?? ''}`;
      const status = answers.get(endpoint);
      const keys = browsers.get(endpoint);
      if (status !== undefined || !keys) {
        response.writeHead(status ?? 404).end();
        return;
      }
      try {
        const payload = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), keys).toString('utf8')) as PushPayload;
        pushes.push({ endpoint, payload, ttl: Number(request.headers.ttl), urgency: request.headers.urgency as string | undefined });
        response.writeHead(201).end();
      } catch (error) {
        response.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => push.listen(0, '127.0.0.1', resolve));
  // The fixture certificate names 127.0.0.1 too: no name resolution (localhost may answer ::1 first).
  const pushOrigin = `https://127.0.0.1:${(push.address() as AddressInfo).port}`;

  const smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: without STARTTLS nodemailer does not try to upgrade to a certificate it would refuse.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(', '),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const pushAgent = new Agent({ ca: cert });
  let sequence = 0;

  return {
    pushHost: new URL(pushOrigin).host,
    pushAgent,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    newBrowser() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${pushOrigin}/push/${++sequence}-${randomBytes(8).toString('hex')}`;
      browsers.set(endpoint, { ecdh, publicKey, auth });
      return {
        endpoint,
        subscription: { endpoint, expiration_time: null, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } },
      };
    },
    answer(endpoint, status) {
      answers.set(endpoint, status);
    },
    pushes,
    mails,
    pushesTo: (browser) => pushes.filter((p) => p.endpoint === browser.endpoint),
    clear() {
      pushes.length = 0;
      mails.length = 0;
    },
    async close() {
      pushAgent.destroy();
      push.closeAllConnections();
      await new Promise<void>((resolve) => push.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

/**
 * RFC 8291 (Message Encryption for Web Push) over RFC 8188's aes128gcm, one record: the header carries the salt, the
 * record size and the sender's public key; the keys come from ECDH with the browser's key and its auth secret.
 */
function decryptAes128gcm(body: Buffer, keys: BrowserKeys): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0) throw new Error('no padding delimiter');
  return padded.subarray(0, end);
}
