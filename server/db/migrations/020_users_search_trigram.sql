-- A trigram index on what the users list searches (docs/behaviour.md, "Admin panel"; server/users/user-list.query.ts),
-- so that a search reads the few users whose search_text holds the searched letters instead of matching LIKE against
-- every user: a scan of 10,000 users cost about 8 ms of CPU a search on PostgreSQL, several times that on PGlite.
-- The search itself does not change: `search_text LIKE '%…%'` is still what decides, the index only narrows the
-- rows it is tried on (pg_trgm's GIN operator class serves LIKE, and rechecks every row it finds).
-- fastupdate off: new users go straight into the index rather than into a pending list that only VACUUM empties
-- (PGlite never runs one), which every search would read through and which makes the planner cost the index out of
-- use (a seq scan was chosen at 10,000 freshly imported users). Users are added a few at a time, or by the thousand
-- in an import: the dearer insert is not felt.
--
-- pg_trgm is an extension, one per database whatever the schema. It goes in `public` (where PostgreSQL and pg_dump
-- expect extensions), not in DATABASE_SCHEMA: dropping that schema would take the extension along, and with it the
-- index of every other schema of the database. An existing pg_trgm is used wherever it was installed. PGlite loads it
-- in server/db/pglite-database.ts. On PostgreSQL it is a trusted extension (13 and later): the database's owner may
-- create it (any role with CREATE on the database and on `public`); otherwise the migration stops with what to run
-- (README, "Running in production"), rather than leave the search without its index for good: a migration that
-- passed never runs again.
DO $migration$
DECLARE
  trgm_schema name := (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm');
BEGIN
  IF trgm_schema IS NULL THEN
    trgm_schema := 'public';
    BEGIN
      CREATE EXTENSION pg_trgm SCHEMA public;
    EXCEPTION WHEN OTHERS THEN
      -- Another installation on this database (another schema's server, migrating at the same moment) may have just
      -- created it: then it is there to use.
      trgm_schema := (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm');
      IF trgm_schema IS NULL THEN
        RAISE EXCEPTION 'The users search needs the PostgreSQL extension pg_trgm, which role % could not create in database % (%). '
                        'Have the database owner or a superuser run CREATE EXTENSION pg_trgm SCHEMA public; in that database '
                        '(the extension comes with PostgreSQL''s server package, postgresql-contrib on some systems), then start '
                        'the server again.', current_user, current_database(), SQLERRM
          USING ERRCODE = SQLSTATE;
      END IF;
    END;
  END IF;
  EXECUTE format('CREATE INDEX users_search_text_trgm_idx ON users USING gin (search_text %I.gin_trgm_ops) WITH (fastupdate = off)', trgm_schema);
END
$migration$;
