/**
 * A company's staff directory for the users list's bench: people with Italian names (accents and apostrophes
 * included), e-mails, employee ids and phone numbers, most in a group ('Gruppi'), most with a bound phone, some
 * limited to a few places, a few deactivated. Inserted in bulk with SQL, a batch at a time: they are only listed,
 * never logged in, so their password hash is a placeholder rather than a real argon2id hash.
 */
import type { BenchServer } from './bench-server';

const FIRST_NAMES = [
  'Niccolò', 'Nicolò', 'Giulia', 'Francesca', 'Lorenzo', 'Chiara', 'Alessandro', 'Sofia', 'Gabriele', 'Aurora',
  'Leonardo', 'Martina', 'Tommaso', 'Giorgia', 'Riccardo', 'Alice', 'Andrea', 'Elena', 'Davide', 'Zoè', 'Noè',
  'Gioele', 'Beatrice', 'Pietro', 'Federica', 'Simone', 'Ilaria', 'Matteo', 'Anna', 'Marco', 'Maria', 'Giuseppe',
  'Luca', 'Paola', 'Stefano', 'Valentina', 'Emanuele', 'Silvia', 'Fabrizio', 'Cristina',
];

const LAST_NAMES = [
  'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno',
  'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana',
  'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone', 'Longo', 'Gentile', 'Martinelli',
  'Vitale', 'Serra', 'Coppola', 'De Santis', "D'Angelo", 'Marchetti', 'Parisi', 'Villa', 'Conte', 'Ferraro', 'Fabbri',
  'Bianco', 'Marini', 'Grasso', 'Valentini', 'Messina', 'Sala', 'De Angelis', 'Gatti', 'Pellegrini', 'Palumbo',
  'Sanna', 'Farina', 'Rizzi', 'Monti', 'Cattaneo', 'Morelli', 'Amato', 'Silvestri', 'Mazza', 'Testa', 'Carbone',
  'Giuliani', 'Benedetti', 'Barone', 'Rossetti', 'Caputo', 'Montanari', 'Guerra', 'Palmieri', 'Bernardi', 'Fiore',
  'De Rosa', 'Ferretti', 'Bellini', 'Basile', 'Riva', 'Donati', 'Piras', 'Battaglia', 'Sartori', 'Neri', 'Milani',
  "Dell'Orto", 'Cantù', 'Pirrò', 'Mosè', 'Lucà', 'Forlì', 'Nicolò', 'Zanè', 'Rossini', 'Sorrentino', "D'Amico",
  'Orlando', 'Negri', 'Cortese',
];

const GROUPS = ['Magazzino', 'Uffici', 'Produzione', 'Logistica', 'Manutenzione', 'Vendite'];

const BATCH = 2000;

/** The directory's groups, created once; their ids. */
export async function createStaffGroups(server: BenchServer): Promise<number[]> {
  const rows = await server.sql<{ id: number }>(
    `INSERT INTO gruppi (descrizione) SELECT unnest($1::text[]) RETURNING id`,
    [GROUPS],
  );
  return rows.map((row) => row.id);
}

/** Lower-case ASCII letters of a name, for usernames and e-mails ('Dell'Orto' → 'dellorto', 'Niccolò' → 'niccolo'). */
function asciiLetters(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

interface StaffMember {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  employee_id: string;
  phone_number: string;
  is_active: boolean;
  gruppo_id: number | null;
  can_access_all_locations: boolean;
  has_device: boolean;
}

/** Member n of the directory: the same person on every run (spread over the names by two different strides). */
function member(n: number, groups: number[]): StaffMember {
  const first = FIRST_NAMES[(n * 7) % FIRST_NAMES.length];
  const last = LAST_NAMES[(n * 13) % LAST_NAMES.length];
  const username = `${asciiLetters(first)}.${asciiLetters(last)}${n}`;
  return {
    username,
    email: `${username}@azienda.example`,
    first_name: first,
    last_name: last,
    employee_id: `MAT-${String(n).padStart(6, '0')}`,
    phone_number: `+39 3${String((n * 7919) % 1_000_000_000).padStart(9, '0')}`,
    is_active: n % 50 !== 0,
    gruppo_id: n % 4 === 0 ? null : groups[n % groups.length],
    can_access_all_locations: n % 10 !== 0,
    has_device: n % 5 !== 0,
  };
}

/**
 * Members from..to (1-based) of the directory: users, the bound phones of most, and for the tenth limited to places
 * two of `placeIds`.
 */
export async function createStaff(server: BenchServer, from: number, to: number, groups: number[], placeIds: number[]): Promise<void> {
  for (let start = from; start <= to; start += BATCH) {
    const people = Array.from({ length: Math.min(BATCH, to - start + 1) }, (_, i) => member(start + i, groups));
    const inserted = await server.sql<{ id: number; username: string }>(
      `INSERT INTO users (username, email, first_name, last_name, employee_id, phone_number, password_hash, is_active,
                          gruppo_id, can_access_all_locations)
       SELECT username, email, first_name, last_name, employee_id, phone_number, 'bench-no-login', is_active,
              gruppo_id, can_access_all_locations
         FROM jsonb_to_recordset($1::jsonb) AS p (username text, email text, first_name text, last_name text,
              employee_id text, phone_number text, is_active boolean, gruppo_id int, can_access_all_locations boolean)
       RETURNING id, username`,
      [JSON.stringify(people)],
    );
    const ids = new Map(inserted.map((row) => [row.username, row.id]));
    const withDevice = people.filter((p) => p.has_device).map((p) => ids.get(p.username)!);
    await server.sql(
      `INSERT INTO devices (user_id, device_id, fingerprint, device_name, device_type)
       SELECT id, 'phone-' || id, md5('phone-' || id), 'Telefono aziendale', 'mobile' FROM unnest($1::int[]) AS id`,
      [withDevice],
    );
    const limited = people.filter((p) => !p.can_access_all_locations).map((p) => ids.get(p.username)!);
    await server.sql(
      `INSERT INTO user_locations (user_id, location_id)
       SELECT u.id, ($2::int[])[1 + (u.id + k) % cardinality($2::int[])]
         FROM unnest($1::int[]) AS u (id) CROSS JOIN generate_series(0, 1) AS k
       ON CONFLICT DO NOTHING`,
      [limited, placeIds],
    );
  }
}
