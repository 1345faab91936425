import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { foldedSql } from '../../../server/db/text-search';

/** The folding table of a translate(…, 'from', 'to') call. */
const TABLE = /translate\([\s\S]*?,\s*'([^']+)',\s*'([^']+)'\)/g;

describe('the stored search text', () => {
  it('folds with the same table as the search text, so what is stored and what is searched compare alike', () => {
    const [, from, to] = /'([^']+)', '([^']+)'\)$/.exec(foldedSql('x'))!;
    const migration = readFileSync(join(__dirname, '../../../server/db/migrations/008_search_text.sql'), 'utf8');
    const tables = [...migration.matchAll(TABLE)].map(([, f, t]) => ({ from: f, to: t }));

    expect(tables).toHaveLength(2);
    for (const table of tables) expect(table).toEqual({ from, to });
  });
});
