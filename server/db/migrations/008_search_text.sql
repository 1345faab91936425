-- What the users and places lists search in (docs/behaviour.md, "Admin panel"), folded once when a row is written
-- instead of on every row of every search: lower case, accents folded by the same translate() table as
-- server/db/text-search.ts (a test keeps the two equal), the fields joined by chr(1), which no field nor search text
-- may hold, so that a match never straddles two fields. Folding every row at query time made a search over 10,000
-- users cost tens of milliseconds of CPU.
ALTER TABLE users ADD COLUMN search_text text GENERATED ALWAYS AS (
  translate(lower(
    username || chr(1) || first_name || chr(1) || last_name || chr(1) || first_name || ' ' || last_name || chr(1) ||
    employee_id || chr(1) || email
  ), 'àáâäãåÀÁÂÄÃÅèéêëÈÉÊËìíîïÌÍÎÏòóôöõÒÓÔÖÕùúûüÙÚÛÜýÿÝŸçÇñÑ', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuyyyyccnn')
) STORED;

ALTER TABLE locations ADD COLUMN search_text text GENERATED ALWAYS AS (
  translate(lower(name || chr(1) || address), 'àáâäãåÀÁÂÄÃÅèéêëÈÉÊËìíîïÌÍÎÏòóôöõÒÓÔÖÕùúûüÙÚÛÜýÿÝŸçÇñÑ', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuyyyyccnn')
) STORED;
