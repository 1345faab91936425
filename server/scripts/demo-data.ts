import type { Database } from '../db/database.port';
import { hashPassword } from '../passwords/passwords';

/**
 * Demo locations in Italy and a few employees with known passwords, for trying the product.
 * Idempotent: what already exists (by name / username) is left alone. Employees only: the first
 * administrator is the start-up's (ensureFirstAdmin), which still runs after this since no administrator exists.
 */
export const DEMO_LOCATIONS = [
  { name: 'Sede Milano – Duomo', address: 'Piazza del Duomo, 20122 Milano MI', latitude: 45.464211, longitude: 9.191383 },
  { name: 'Sede Roma – Termini', address: 'Piazza dei Cinquecento, 00185 Roma RM', latitude: 41.901, longitude: 12.5016 },
  { name: 'Magazzino Torino', address: 'Corso Giulio Cesare 300, 10154 Torino TO', latitude: 45.0986, longitude: 7.7046 },
  { name: 'Filiale Napoli', address: 'Piazza del Plebiscito, 80132 Napoli NA', latitude: 40.8359, longitude: 14.2488 },
  { name: 'Filiale Bologna', address: 'Piazza Maggiore, 40124 Bologna BO', latitude: 44.4938, longitude: 11.3426 },
];

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_EMPLOYEES = [
  { username: 'mario.rossi', first_name: 'Mario', last_name: 'Rossi', employee_id: 'DEMO001', all: true },
  { username: 'giulia.bianchi', first_name: 'Giulia', last_name: 'Bianchi', employee_id: 'DEMO002', all: false },
  { username: 'luca.verdi', first_name: 'Luca', last_name: 'Verdi', employee_id: 'DEMO003', all: false },
];

export async function seedDemoData(db: Database): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const place of DEMO_LOCATIONS) {
      await tx.query(
        `INSERT INTO locations (name, address, latitude, longitude, tolerance_radius)
         SELECT $1, $2, $3, $4, 100 WHERE NOT EXISTS (SELECT 1 FROM locations WHERE name = $1)`,
        [place.name, place.address, place.latitude, place.longitude],
      );
    }
    const milano = await tx.query<{ id: number }>('SELECT id FROM locations WHERE name = $1', [DEMO_LOCATIONS[0].name]);
    for (const person of DEMO_EMPLOYEES) {
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO users (username, email, first_name, last_name, employee_id, password_hash, can_access_all_locations)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
        [person.username, `${person.username}@demo.timbrature.it`, person.first_name, person.last_name, person.employee_id, hash, person.all],
      );
      const id = inserted.rows[0]?.id;
      if (id && !person.all) {
        await tx.query('INSERT INTO user_locations (user_id, location_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [id, milano.rows[0]!.id]);
      }
    }
  });
}
