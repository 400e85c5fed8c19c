/**
 * PostgreSQL's migration for routing (issue #43), in a module of its own so the migration list stays
 * within the size cap; it is the list's entry `ROUTING_MIGRATION` (postgres-migrations.ts).
 */
export const ROUTING_MIGRATION = `
  -- Routing (issue #43, PRODUCT.md "Where a scan goes"): a code's rules, variants, password (its
  -- scrypt hash), query forwarding and UTM parameters; each view's route in scan_events and in the
  -- dimension sets, whose unique key takes the route in.
  ALTER TABLE qr_codes ADD COLUMN rules text NOT NULL DEFAULT '[]', ADD COLUMN variants text NOT NULL DEFAULT '[]',
    ADD COLUMN password_hash text, ADD COLUMN forward_query integer NOT NULL DEFAULT 0, ADD COLUMN utm text;
  ALTER TABLE scan_events ADD COLUMN route text;
  ALTER TABLE scan_dimension_sets ADD COLUMN route text NOT NULL DEFAULT '';
  DO $$
  DECLARE old_key text;
  BEGIN
    SELECT conname INTO old_key FROM pg_constraint
      WHERE conrelid = 'scan_dimension_sets'::regclass AND contype = 'u';
    EXECUTE format('ALTER TABLE scan_dimension_sets DROP CONSTRAINT %I', old_key);
  END $$;
  ALTER TABLE scan_dimension_sets ADD CONSTRAINT scan_dimension_sets_routed_key
    UNIQUE (country, device, os, browser, referrer, language, route);
  -- Moves with every change of a code's routing, so that each instance forgets the routings it
  -- remembers (store/codes/remembered-routings.ts) without reading any code again.
  CREATE TABLE routing_changes (id integer PRIMARY KEY CHECK (id = 1), version bigint NOT NULL);
  INSERT INTO routing_changes (id, version) VALUES (1, 0);
`
