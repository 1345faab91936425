/**
 * The reminders' API (docs/behaviour.md, "Reminders"): each person's choices and browsers, the company's settings.
 * Subscriptions only to the push services the server knows (PUSH_SERVICE_HOSTS): anything else, an address inside the
 * network above all, is refused before it is stored. Who may call each route: tests/server/teams/role-matrix.test.ts.
 */
import { ReminderPaths, type CompanyReminderSettings, type PushSubscriptionInput } from '../../../src/core/contract';
import { MAX_SUBSCRIPTIONS_PER_PERSON } from '../../../server/reminders/push-subscription.repository';
import { REMINDER_SETTINGS_CHANGED } from '../../../server/reminders/reminder-settings.service';
import { api, type ApiClient } from '../support/api';
import { startReminderOutbox, type ReminderOutbox } from '../support/reminder-outbox';
import { startTestServer, type TestServer, type TestUser } from '../support/test-server';

let server: TestServer;
let outbox: ReminderOutbox;
let client: ApiClient;

beforeAll(async () => {
  outbox = await startReminderOutbox();
  server = await startTestServer({
    config: {
      smtpUrl: outbox.smtpUrl,
      mailFrom: 'noreply@azienda.test',
      pushServiceHosts: ['fcm.googleapis.com', '*.push.services.mozilla.com', outbox.pushHost],
      autoCheckoutAfterHours: 6,
    },
  });
  client = api(server.url);
});
afterAll(async () => {
  await server.close();
  await outbox.close();
});

async function signedIn(overrides: Parameters<TestServer['createUser']>[0] = {}): Promise<{ user: TestUser; token: string }> {
  const user = await server.createUser(overrides);
  return { user, token: (await server.loginAs(user)).access };
}

const subscriptionAt = (endpoint: string): PushSubscriptionInput => ({ ...outbox.newBrowser().subscription, endpoint });
const unsubscribe = (endpoint: string, token: string) =>
  client.raw(ReminderPaths.pushSubscriptions, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ endpoint }),
  });
const subscriptionsOf = async (userId: number) =>
  (await server.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions WHERE user_id = $1 ORDER BY id', [userId])).rows.map(
    (r) => r.endpoint,
  );

describe('my reminders', () => {
  it('starts with every reminder on, says what the company allows and gives the key to subscribe with', async () => {
    const { user, token } = await signedIn();
    const response = await client.get(ReminderPaths.myReminders, token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      preferences: { check_in: true, check_out: true, digest: true },
      company: { check_in_enabled: true, check_in_after_minutes: 15, check_out_enabled: true, check_out_after_minutes: 30, digest_enabled: true },
      receives_digest: false,
      push_public_key: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/),
      push_subscriptions: 0,
      email: `${user.username}@example.test`,
    });
  });

  it('keeps what the person turns off, for them only', async () => {
    const { token } = await signedIn();
    const saved = await client.put(ReminderPaths.myReminders, { check_in: false, check_out: true, digest: false }, token);
    expect(saved.status).toBe(200);
    expect(saved.body.preferences).toEqual({ check_in: false, check_out: true, digest: false });
    expect((await client.get(ReminderPaths.myReminders, token)).body.preferences).toEqual({ check_in: false, check_out: true, digest: false });
    const other = await signedIn();
    expect((await client.get(ReminderPaths.myReminders, other.token)).body.preferences).toEqual({ check_in: true, check_out: true, digest: true });
  });

  it('refuses an incomplete or unknown choice with 400', async () => {
    const { token } = await signedIn();
    expect((await client.put(ReminderPaths.myReminders, { check_in: false }, token)).status).toBe(400);
    expect((await client.put(ReminderPaths.myReminders, { check_in: false, check_out: true, digest: true, sms: true }, token)).status).toBe(400);
  });

  it('tells administrators that the digest concerns them', async () => {
    expect((await client.get(ReminderPaths.myReminders, server.adminToken)).body.receives_digest).toBe(true);
  });
});

describe('push subscriptions', () => {
  it('saves a browser (201), knows it again (200), and moves it to whoever subscribes it last', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const browser = outbox.newBrowser();
    expect((await client.post(ReminderPaths.pushSubscriptions, browser.subscription, first.token)).status).toBe(201);
    expect((await client.post(ReminderPaths.pushSubscriptions, browser.subscription, first.token)).status).toBe(200);
    expect((await client.get(ReminderPaths.myReminders, first.token)).body.push_subscriptions).toBe(1);

    expect((await client.post(ReminderPaths.pushSubscriptions, browser.subscription, second.token)).status).toBe(200);
    expect(await subscriptionsOf(first.user.id)).toEqual([]);
    expect(await subscriptionsOf(second.user.id)).toEqual([browser.endpoint]);
  });

  it.each([
    ['an address inside the network', 'https://10.0.0.5/push/abc'],
    ['the server itself on another port', 'https://127.0.0.1:1/push/abc'],
    ['a host that only ends like a push service', 'https://evilfcm.googleapis.com.example.org/x'],
    ['a name merely ending in the domain', 'https://notpush.services.mozilla.com/x'],
    ['a push service with credentials in the URL', 'https://user:pw@fcm.googleapis.com/fcm/send/abc'],
    ['a push service on another port', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
  ])('refuses %s with 400 on endpoint, storing nothing', async (_case, endpoint) => {
    const { user, token } = await signedIn();
    const response = await client.post(ReminderPaths.pushSubscriptions, subscriptionAt(endpoint), token);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', errors: { endpoint: [expect.stringContaining('PUSH_SERVICE_HOSTS')] } });
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it('accepts the browsers’ push services', async () => {
    const { user, token } = await signedIn();
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc-def', 'https://updates.push.services.mozilla.com/wpush/v2/xyz']) {
      expect((await client.post(ReminderPaths.pushSubscriptions, subscriptionAt(endpoint), token)).status).toBe(201);
    }
    expect(await subscriptionsOf(user.id)).toHaveLength(2);
  });

  it('refuses a plain http endpoint and malformed keys with 400', async () => {
    const { token } = await signedIn();
    const good = outbox.newBrowser().subscription;
    expect((await client.post(ReminderPaths.pushSubscriptions, { ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/a' }, token)).status).toBe(400);
    expect((await client.post(ReminderPaths.pushSubscriptions, { ...good, keys: { ...good.keys, p256dh: 'short' } }, token)).status).toBe(400);
    expect((await client.post(ReminderPaths.pushSubscriptions, { ...good, keys: { p256dh: good.keys.p256dh } }, token)).status).toBe(400);
  });

  it(`keeps a person's ${MAX_SUBSCRIPTIONS_PER_PERSON} latest browsers, the oldest dropped`, async () => {
    const { user, token } = await signedIn();
    const browsers = Array.from({ length: MAX_SUBSCRIPTIONS_PER_PERSON + 2 }, () => outbox.newBrowser());
    for (const browser of browsers) expect((await client.post(ReminderPaths.pushSubscriptions, browser.subscription, token)).status).toBe(201);
    expect(await subscriptionsOf(user.id)).toEqual(browsers.slice(2).map((b) => b.endpoint));
  });

  it("removes the caller's browser, and leaves another person's alone", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const browser = outbox.newBrowser();
    await client.post(ReminderPaths.pushSubscriptions, browser.subscription, owner.token);
    expect((await unsubscribe(browser.endpoint, other.token)).status).toBe(204);
    expect(await subscriptionsOf(owner.user.id)).toEqual([browser.endpoint]);
    expect((await unsubscribe(browser.endpoint, owner.token)).status).toBe(204);
    expect(await subscriptionsOf(owner.user.id)).toEqual([]);
  });
});

describe("the company's settings", () => {
  const SETTINGS: CompanyReminderSettings = {
    check_in_enabled: true,
    check_in_after_minutes: 20,
    check_out_enabled: false,
    check_out_after_minutes: 45,
    digest_enabled: true,
    digest_minute: 7 * 60 + 30,
    quiet_start_minute: 21 * 60,
    quiet_end_minute: 6 * 60 + 30,
  };

  it('are shown with what the configuration decides', async () => {
    const response = await client.get(ReminderPaths.settings, server.adminToken);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      settings: {
        check_in_enabled: true,
        check_in_after_minutes: 15,
        check_out_enabled: true,
        check_out_after_minutes: 30,
        digest_enabled: true,
        digest_minute: 480,
        quiet_start_minute: 1320,
        quiet_end_minute: 420,
      },
      email_configured: true,
      auto_checkout_after_hours: 6,
      people_with_push: expect.any(Number),
    });
  });

  it('are saved whole and audited with each change', async () => {
    const saved = await client.put(ReminderPaths.settings, SETTINGS, server.adminToken);
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toEqual(SETTINGS);
    const { rows } = await server.db.query<{ actor_id: number; details: { changes: Array<{ field: string; from: unknown; to: unknown }> } }>(
      'SELECT actor_id, details FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1',
      [REMINDER_SETTINGS_CHANGED],
    );
    expect(rows[0]!.actor_id).toBe(server.admin.id);
    expect(rows[0]!.details.changes).toEqual(
      expect.arrayContaining([
        { field: 'check_in_after_minutes', from: 15, to: 20 },
        { field: 'check_out_enabled', from: true, to: false },
        { field: 'digest_minute', from: 480, to: 450 },
      ]),
    );
    // The person's screen shows what the company now allows.
    const { token } = await signedIn();
    expect((await client.get(ReminderPaths.myReminders, token)).body.company).toMatchObject({ check_in_after_minutes: 20, check_out_enabled: false });
  });

  it('refuse a digest minute inside the quiet hours with 400, changing nothing', async () => {
    const before = (await client.get(ReminderPaths.settings, server.adminToken)).body.settings;
    const refused = await client.put(ReminderPaths.settings, { ...SETTINGS, digest_minute: 6 * 60 }, server.adminToken);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_ERROR', errors: { digest_minute: [expect.stringContaining('quiet hours')] } });
    expect((await client.get(ReminderPaths.settings, server.adminToken)).body.settings).toEqual(before);
  });

  it('refuse values out of range with 400', async () => {
    for (const wrong of [{ check_in_after_minutes: 241 }, { quiet_start_minute: 1440 }, { digest_minute: -1 }, { check_in_enabled: 'yes' }]) {
      expect((await client.put(ReminderPaths.settings, { ...SETTINGS, ...wrong }, server.adminToken)).status).toBe(400);
    }
  });
});
