import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PresenceList, TeamPaths } from '../../src/core/contract';
import { requireStaff } from '../auth/guards';
import { attachment } from '../csv-export/csv';
import { WallClock } from '../hours/wall-clock';
import { loadPresence, loadPresenceSheet } from '../teams/presence.service';

/**
 * 'Presenti ora' (docs/behaviour.md, "Present now"): who is checked in now, as JSON for the screen and as an A4 PDF for
 * an evacuation's roll call; administrators see everyone, a manager the people of their groups. Never cached: a list of
 * a minute ago is the wrong list at an assembly point.
 */
const presenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(TeamPaths.presence, { onRequest: requireStaff, schema: { response: { 200: PresenceList } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return loadPresence(app.db, request.staff, app.config.timezone);
  });

  // Read first, so refusals and database failures are JSON; then the PDF is drawn (pdfkit loads with the first PDF, not
  // at each start of the server).
  app.get(TeamPaths.presencePdf, { onRequest: requireStaff }, async (request, reply) => {
    const { timezone, companyName } = app.config;
    const sheet = await loadPresenceSheet(app.db, request.staff, timezone);
    const { presencePdf } = await import('../teams/presence.pdf');
    const pdf = presencePdf(sheet, { companyName, timezone });
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(presencePdfFileName(sheet.generated_at, timezone)))
      .header('cache-control', 'no-store')
      .send(pdf);
  });
};
export default presenceRoutes;

/** 'presenti-ora-2026-11-27-0915.pdf', on the business time zone's clock. */
function presencePdfFileName(at: Date, timezone: string): string {
  const clock = WallClock.of(timezone);
  return `presenti-ora-${clock.date(at)}-${clock.time(at).replace(':', '')}.pdf`;
}
