-- A transaction's announcements stay small however many owners it touches (issue 24; 0015).
-- dce_announce kept every distinct payload in dce.changes and, per row, scanned and copied the
-- whole list: quadratic in the owners one transaction touches (PostgreSQL 15, one INSERT of
-- enrollments: 10,000 owners 0.9 s, 20,000 3.2 s, 100,000 311 s, past statement_timeout; the
-- bench's fill at issue 17's volume and any bulk update by an operator or a migration paid it).
-- Now, once the list passes 16 KB (about 700 owners; a bulk decision's 200 stay fine-grained),
-- the transaction announces '*' once (every cache forgets everything, as for a TRUNCATE) and
-- every later row of it returns at once.
CREATE OR REPLACE FUNCTION dce_announce(payload text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  announced text := coalesce(current_setting('dce.changes', true), '');
BEGIN
  IF announced = E'*\n' OR position(E'\n' || payload || E'\n' in E'\n' || announced) > 0 THEN
    RETURN;
  END IF;
  IF payload = '*' OR octet_length(announced) > 16384 THEN
    PERFORM pg_notify('dce_changes', '*');
    PERFORM set_config('dce.changes', E'*\n', true);
  ELSE
    PERFORM pg_notify('dce_changes', payload);
    PERFORM set_config('dce.changes', announced || payload || E'\n', true);
  END IF;
END
$$;
