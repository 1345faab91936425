/**
 * On a phone in range of two places, the employee picks where to check in by tapping its row in 'Sedi Disponibili'
 * (docs/behaviour.md, "Employee dashboard", "Phone"): the punch is saved at the tapped place, not at the nearest.
 */
import type { PunchResponse } from '../../src/core/contract';
import { ApiPaths } from '../../src/core/contract';
import { describeE2E } from './support/e2e-suite';
import { logIn, offset, ROME } from './support/journeys';
import type { SeededUser } from './support/seed-api';
import { card, see } from './support/ui';

/** Two entrances of one campus, each with a 100 m radius; the employee stands 20 m from one and 45 m from the other. */
const NEAR_GATE = { name: 'Ingresso Nord', spot: offset(ROME, 20) };
const FAR_GATE = { name: 'Ingresso Sud', spot: offset(ROME, -45) };

describeE2E('phone check-in at the place tapped in Sedi Disponibili', (e2e) => {
  let employee: SeededUser;

  beforeAll(async () => {
    await e2e.seed.createLocation(NEAR_GATE.name, NEAR_GATE.spot);
    await e2e.seed.createLocation(FAR_GATE.name, FAR_GATE.spot);
    employee = await e2e.seed.createUser('Giulia', 'Bianchi');
  });

  e2e.test('tapping the second row checks in there', async () => {
    const page = await e2e.phone({ at: ROME });

    await e2e.step('log in: out of service, both gates listed nearest first as tappable rows', async () => {
      await logIn(page, employee.username, employee.password);
      await see(page, 'Fuori Servizio');
      await see(page, 'Sistema pronto');
      const rows = card(page, 'Sedi Disponibili').getByRole('button', { name: /^Check-in presso / });
      await rows.nth(1).waitFor();
      expect(await rows.allInnerTexts()).toEqual([expect.stringContaining(NEAR_GATE.name), expect.stringContaining(FAR_GATE.name)]);
      for (const row of await rows.all()) expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(48);
      await e2e.screenshot(page, 'dashboard-two-places');
    });

    await e2e.step('at 360 px wide nothing scrolls sideways', async () => {
      await page.setViewportSize({ width: 360, height: 780 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    const saved = await e2e.step("tap the second row → 'Check-in effettuato con successo' at that gate", async () => {
      const answer = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(ApiPaths.checkIn));
      await card(page, 'Sedi Disponibili').getByRole('button', { name: new RegExp(`^Check-in presso ${FAR_GATE.name}`) }).click();
      const response = await answer;
      expect(response.status()).toBe(201);
      await see(page, 'Check-in effettuato con successo');
      await see(page, 'In Servizio');
      await see(page, `Presso ${FAR_GATE.name}`);
      return (await response.json()) as PunchResponse;
    });

    expect(saved).toMatchObject({ entry_type: 'IN', location_name: FAR_GATE.name, is_valid: true, has_location_anomaly: false });
    // Checked in, the rows are plain text again.
    expect(await card(page, 'Sedi Disponibili').getByRole('button').count()).toBe(0);
  });
});
