import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyReminderSettings,
  MyReminderPreferences,
  MyReminders,
  PushSubscriptionInput,
  PushSubscriptionRemoval,
  ReminderPaths,
  ReminderSettingsView,
} from '../../src/core/contract';
import { requireAdmin, requireUser } from '../auth/guards';
import { deleteSubscription } from '../reminders/push-subscription.repository';
import { myReminders, subscribeToPush, updateMyReminders, type MyRemindersContext } from '../reminders/my-reminders.service';
import { reminderSettingsView, updateReminderSettings, type ServerReminderConfig } from '../reminders/reminder-settings.service';

/**
 * Reminders (docs/behaviour.md, "Reminders"): each person's choices and browsers subscribed to push (any signed-in
 * user, about themselves only), and the company's settings (administrators only).
 */
const remindersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const server = (): ServerReminderConfig => ({
    emailConfigured: app.config.smtpUrl !== undefined,
    autoCheckoutAfterHours: app.config.autoCheckoutAfterHours,
  });
  const contextOf = (auth: { userId: number; isAdmin: boolean }): MyRemindersContext => ({
    userId: auth.userId,
    isAdmin: auth.isAdmin,
    // buildApp resolves the VAPID keys (configured or generated) before the routes are registered.
    pushPublicKey: app.config.vapidKeys!.publicKey,
    emailConfigured: app.config.smtpUrl !== undefined,
  });

  app.get(ReminderPaths.myReminders, { onRequest: requireUser, schema: { response: { 200: MyReminders } } }, async (request) =>
    myReminders(app.db, contextOf(request.auth)),
  );

  app.put(
    ReminderPaths.myReminders,
    { onRequest: requireUser, schema: { body: MyReminderPreferences, response: { 200: MyReminders } } },
    async (request) => updateMyReminders(app.db, contextOf(request.auth), request.body),
  );

  app.post(ReminderPaths.pushSubscriptions, { onRequest: requireUser, schema: { body: PushSubscriptionInput } }, async (request, reply) => {
    const created = await subscribeToPush(app.db, request.auth.userId, request.body, {
      allowedHosts: app.config.pushServiceHosts,
      userAgent: request.headers['user-agent'] ?? '',
    });
    return reply.code(created ? 201 : 200).send({ endpoint: request.body.endpoint });
  });

  app.delete(ReminderPaths.pushSubscriptions, { onRequest: requireUser, schema: { body: PushSubscriptionRemoval } }, async (request, reply) => {
    await deleteSubscription(app.db, request.auth.userId, request.body.endpoint);
    // Gone either way: a browser that unsubscribes twice, or after the server dropped it, is told it is done.
    return reply.code(204).send();
  });

  app.get(ReminderPaths.settings, { onRequest: requireAdmin, schema: { response: { 200: ReminderSettingsView } } }, async () =>
    reminderSettingsView(app.db, server()),
  );

  app.put(
    ReminderPaths.settings,
    { onRequest: requireAdmin, schema: { body: CompanyReminderSettings, response: { 200: ReminderSettingsView } } },
    async (request) => updateReminderSettings(app.db, request.body, request.auth.userId, server()),
  );
};
export default remindersRoutes;
