import type { BrowserPushSubscription, PushNotifications, PushPermission } from '../../src/core/ports';

/** A subscription as a push service would give it (keys of the right lengths, base64url). */
export function pushSubscriptionOf(endpoint = 'https://push.example.test/send/abc123'): BrowserPushSubscription {
  return { endpoint, expirationTime: null, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'Q'.repeat(22) } };
}

/**
 * A browser's Web Push: the permission it has and what the user answers to the prompt (`answer`), its subscription,
 * and whether subscribing fails (a push service out of reach).
 */
export class FakePushNotifications implements PushNotifications {
  /** What the next prompt answers. */
  answer: PushPermission = 'granted';
  subscription: BrowserPushSubscription | null = null;
  subscribeFails = false;
  prompts = 0;
  readonly keysSubscribedWith: string[] = [];

  constructor(public state: PushPermission = 'default') {}

  async permission(): Promise<PushPermission> {
    return this.state;
  }

  async requestPermission(): Promise<PushPermission> {
    this.prompts += 1;
    if (this.state === 'default') this.state = this.answer;
    return this.state;
  }

  async currentSubscription(): Promise<BrowserPushSubscription | null> {
    return this.subscription;
  }

  async subscribe(applicationServerKey: string): Promise<BrowserPushSubscription> {
    if (this.state !== 'granted' || this.subscribeFails) throw new Error('push service unreachable');
    this.keysSubscribedWith.push(applicationServerKey);
    this.subscription ??= pushSubscriptionOf();
    return this.subscription;
  }

  async unsubscribe(): Promise<string | null> {
    const endpoint = this.subscription?.endpoint ?? null;
    this.subscription = null;
    return endpoint;
  }
}
