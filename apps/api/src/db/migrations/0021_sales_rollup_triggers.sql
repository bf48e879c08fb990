-- Sales and service statistics kept in the transaction of every change (docs/decisions.md "Sales
-- statistics"). Each change of an order or a waiter call takes out what the row counted for before
-- and adds what it counts for now, in one upsert per rollup table whose rows are locked in key order
-- (two orders written at once never wait on each other in a circle). Days and hours are the
-- company's own clock; a company being deleted (its row already gone) is skipped.

-- What an order counts for: placed (not cancelled), cancelled, a sale (not cancelled, and paid or
-- closed: revenue, subtotal and tips count only then). `sign` is 1 to add, -1 to take out.
CREATE OR REPLACE FUNCTION "gl_sales_order_facts"(o "orders", sign integer, tz text, grp uuid, waiter uuid)
RETURNS TABLE (
  "day" date, "hour" smallint, "location_id" uuid, "menu_id" uuid, "table_group_id" uuid, "waiter_id" uuid,
  "type" text, "currency" text, "payment_method" text, "orders" integer, "cancelled" integer,
  "cancelled_total" bigint, "sales" integer, "paid_orders" integer, "revenue" bigint, "subtotal" bigint,
  "tips" bigint
) LANGUAGE sql STABLE AS $$
  SELECT (o.created_at AT TIME ZONE tz)::date,
         extract(hour FROM o.created_at AT TIME ZONE tz)::smallint,
         o.location_id, o.menu_id, grp, waiter, o.type, o.currency, o.payment_method,
         sign * (NOT k.cancelled)::int,
         sign * k.cancelled::int,
         sign * CASE WHEN k.cancelled THEN o.total ELSE 0 END::bigint,
         sign * k.sale::int,
         sign * (NOT k.cancelled AND o.paid)::int,
         sign * CASE WHEN k.sale THEN o.total ELSE 0 END::bigint,
         sign * CASE WHEN k.sale THEN o.subtotal ELSE 0 END::bigint,
         sign * CASE WHEN k.sale THEN o.tips ELSE 0 END::bigint
  FROM (SELECT o.status = 'cancelled' AS cancelled,
               o.status <> 'cancelled' AND (o.paid OR o.status = 'closed') AS sale) k
$$;
--> statement-breakpoint
-- The lines of a sale. A line the order pricing did not write (no id, no number) counts as nothing
-- rather than failing the order's write.
CREATE OR REPLACE FUNCTION "gl_sales_item_facts"(o "orders", sign integer, tz text, grp uuid, waiter uuid)
RETURNS TABLE (
  "day" date, "location_id" uuid, "menu_id" uuid, "table_group_id" uuid, "waiter_id" uuid, "type" text,
  "currency" text, "item_id" uuid, "title" text, "quantity" integer, "revenue" bigint
) LANGUAGE sql STABLE AS $$
  SELECT (o.created_at AT TIME ZONE tz)::date, o.location_id, o.menu_id, grp, waiter, o.type, o.currency,
         CASE WHEN l->>'itemId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              THEN (l->>'itemId')::uuid END,
         coalesce(l->>'title', ''),
         sign * CASE WHEN jsonb_typeof(l->'quantity') = 'number' THEN round((l->>'quantity')::numeric)::int ELSE 0 END,
         sign * CASE WHEN jsonb_typeof(l->'total') = 'number' THEN round((l->>'total')::numeric)::bigint ELSE 0 END
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(o.lines) = 'array' THEN o.lines ELSE '[]'::jsonb END) l
  WHERE o.status <> 'cancelled' AND (o.paid OR o.status = 'closed')
$$;
--> statement-breakpoint
-- What a waiter call counts for; a handled call also in the band of its response time (seconds from
-- the call to its handling; bands end at 1, 2, 3, 5, 10, 15, 30 and 60 minutes, the last is open).
CREATE OR REPLACE FUNCTION "gl_sales_call_facts"(c "waiter_calls", sign integer, tz text, loc uuid, grp uuid)
RETURNS TABLE (
  "day" date, "hour" smallint, "location_id" uuid, "table_group_id" uuid, "handled_by" uuid,
  "calls" integer, "handled" integer, "response_seconds_sum" bigint, "within_1m" integer,
  "within_2m" integer, "within_3m" integer, "within_5m" integer, "within_10m" integer,
  "within_15m" integer, "within_30m" integer, "within_60m" integer, "over_60m" integer
) LANGUAGE sql STABLE AS $$
  SELECT (c.created_at AT TIME ZONE tz)::date,
         extract(hour FROM c.created_at AT TIME ZONE tz)::smallint,
         loc, grp, c.handled_by, sign, sign * (r.secs IS NOT NULL)::int, sign * coalesce(r.secs, 0),
         sign * (r.band = 1)::int, sign * (r.band = 2)::int, sign * (r.band = 3)::int,
         sign * (r.band = 4)::int, sign * (r.band = 5)::int, sign * (r.band = 6)::int,
         sign * (r.band = 7)::int, sign * (r.band = 8)::int, sign * (r.band = 9)::int
  FROM (SELECT s.secs,
               CASE WHEN s.secs IS NULL THEN 0 WHEN s.secs <= 60 THEN 1 WHEN s.secs <= 120 THEN 2
                    WHEN s.secs <= 180 THEN 3 WHEN s.secs <= 300 THEN 4 WHEN s.secs <= 600 THEN 5
                    WHEN s.secs <= 900 THEN 6 WHEN s.secs <= 1800 THEN 7 WHEN s.secs <= 3600 THEN 8
                    ELSE 9 END AS band
        FROM (SELECT CASE WHEN c.handled_at IS NULL THEN NULL
                          ELSE greatest(0, floor(extract(epoch FROM c.handled_at - c.created_at)))::bigint
                     END AS secs) s) r
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "gl_sales_order_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o_old "orders";
  o_new "orders";
  tz_old text;
  tz_new text;
  old_group uuid;
  old_waiter uuid;
  new_group uuid;
  new_waiter uuid;
  old_sale boolean;
  new_sale boolean;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    o_old := OLD;
    SELECT s.time_zone INTO tz_old FROM "structures" s WHERE s.id = OLD.structure_id;
    IF TG_OP = 'DELETE' THEN
      DELETE FROM "sales_order_places" p WHERE p.order_id = OLD.id
        RETURNING p.table_group_id, p.waiter_id INTO old_group, old_waiter;
    ELSE
      SELECT p.table_group_id, p.waiter_id INTO old_group, old_waiter
        FROM "sales_order_places" p WHERE p.order_id = OLD.id;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    o_new := NEW;
    IF TG_OP = 'UPDATE' AND NEW.structure_id = OLD.structure_id THEN
      tz_new := tz_old;
    ELSE
      SELECT s.time_zone INTO tz_new FROM "structures" s WHERE s.id = NEW.structure_id;
    END IF;
    IF TG_OP = 'UPDATE' AND NEW.table_id IS NOT DISTINCT FROM OLD.table_id THEN
      new_group := old_group;
      new_waiter := old_waiter;
    ELSIF NEW.table_id IS NULL THEN
      DELETE FROM "sales_order_places" p WHERE p.order_id = NEW.id;
    ELSIF tz_new IS NOT NULL THEN
      SELECT t.group_id INTO new_group FROM "tables" t WHERE t.id = NEW.table_id;
      SELECT w.user_id INTO new_waiter FROM "waiter_tables" w WHERE w.table_id = NEW.table_id
        ORDER BY w.user_id LIMIT 1;
      INSERT INTO "sales_order_places" AS p ("order_id", "structure_id", "table_group_id", "waiter_id")
        VALUES (NEW.id, NEW.structure_id, new_group, new_waiter)
        ON CONFLICT ("order_id") DO UPDATE SET "structure_id" = excluded.structure_id,
          "table_group_id" = excluded.table_group_id, "waiter_id" = excluded.waiter_id;
    END IF;
  END IF;

  INSERT INTO "order_hour_rollups" AS r ("structure_id", "day", "hour", "location_id", "menu_id",
    "table_group_id", "waiter_id", "type", "currency", "payment_method", "orders", "cancelled",
    "cancelled_total", "sales", "paid_orders", "revenue", "subtotal", "tips")
  SELECT d.structure_id, d.day, d.hour, d.location_id, d.menu_id, d.table_group_id, d.waiter_id, d.type,
         d.currency, d.payment_method, sum(d.orders), sum(d.cancelled), sum(d.cancelled_total), sum(d.sales),
         sum(d.paid_orders), sum(d.revenue), sum(d.subtotal), sum(d.tips)
  FROM (
    SELECT o_old.structure_id, f.* FROM "gl_sales_order_facts"(o_old, -1, tz_old, old_group, old_waiter) f
      WHERE o_old.id IS NOT NULL AND tz_old IS NOT NULL
    UNION ALL
    SELECT o_new.structure_id, f.* FROM "gl_sales_order_facts"(o_new, 1, tz_new, new_group, new_waiter) f
      WHERE o_new.id IS NOT NULL AND tz_new IS NOT NULL
  ) d
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  HAVING sum(d.orders) <> 0 OR sum(d.cancelled) <> 0 OR sum(d.cancelled_total) <> 0 OR sum(d.sales) <> 0
      OR sum(d.paid_orders) <> 0 OR sum(d.revenue) <> 0 OR sum(d.subtotal) <> 0 OR sum(d.tips) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ON CONFLICT ON CONSTRAINT "order_hour_rollups_key" DO UPDATE SET
    "orders" = r.orders + excluded.orders, "cancelled" = r.cancelled + excluded.cancelled,
    "cancelled_total" = r.cancelled_total + excluded.cancelled_total, "sales" = r.sales + excluded.sales,
    "paid_orders" = r.paid_orders + excluded.paid_orders, "revenue" = r.revenue + excluded.revenue,
    "subtotal" = r.subtotal + excluded.subtotal, "tips" = r.tips + excluded.tips;

  old_sale := coalesce(tz_old IS NOT NULL AND o_old.status <> 'cancelled' AND (o_old.paid OR o_old.status = 'closed'), false);
  new_sale := coalesce(tz_new IS NOT NULL AND o_new.status <> 'cancelled' AND (o_new.paid OR o_new.status = 'closed'), false);
  IF NOT (old_sale OR new_sale) THEN
    RETURN NULL;
  END IF;
  -- A sale that stays one with the same lines, place and day (a status step) changes no item.
  IF old_sale AND new_sale AND tz_old = tz_new
     AND (o_old.structure_id, o_old.created_at, o_old.location_id, o_old.menu_id, old_group, old_waiter,
          o_old.type, o_old.currency, o_old.lines)
         IS NOT DISTINCT FROM (o_new.structure_id, o_new.created_at, o_new.location_id, o_new.menu_id, new_group,
          new_waiter, o_new.type, o_new.currency, o_new.lines) THEN
    RETURN NULL;
  END IF;
  INSERT INTO "item_day_rollups" AS r ("structure_id", "day", "location_id", "menu_id", "table_group_id",
    "waiter_id", "type", "currency", "item_id", "title", "quantity", "revenue")
  SELECT d.structure_id, d.day, d.location_id, d.menu_id, d.table_group_id, d.waiter_id, d.type, d.currency,
         d.item_id, d.title, sum(d.quantity), sum(d.revenue)
  FROM (
    SELECT o_old.structure_id, f.* FROM "gl_sales_item_facts"(o_old, -1, tz_old, old_group, old_waiter) f WHERE old_sale
    UNION ALL
    SELECT o_new.structure_id, f.* FROM "gl_sales_item_facts"(o_new, 1, tz_new, new_group, new_waiter) f WHERE new_sale
  ) d
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  HAVING sum(d.quantity) <> 0 OR sum(d.revenue) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ON CONFLICT ON CONSTRAINT "item_day_rollups_key" DO UPDATE SET
    "quantity" = r.quantity + excluded.quantity, "revenue" = r.revenue + excluded.revenue;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "gl_sales_call_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c_old "waiter_calls";
  c_new "waiter_calls";
  tz_old text;
  tz_new text;
  old_location uuid;
  old_group uuid;
  new_location uuid;
  new_group uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    c_old := OLD;
    SELECT s.time_zone INTO tz_old FROM "structures" s WHERE s.id = OLD.structure_id;
    IF TG_OP = 'DELETE' THEN
      DELETE FROM "sales_call_places" p WHERE p.call_id = OLD.id
        RETURNING p.location_id, p.table_group_id INTO old_location, old_group;
    ELSE
      SELECT p.location_id, p.table_group_id INTO old_location, old_group
        FROM "sales_call_places" p WHERE p.call_id = OLD.id;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    c_new := NEW;
    IF TG_OP = 'UPDATE' AND NEW.structure_id = OLD.structure_id THEN
      tz_new := tz_old;
    ELSE
      SELECT s.time_zone INTO tz_new FROM "structures" s WHERE s.id = NEW.structure_id;
    END IF;
    IF TG_OP = 'UPDATE' AND NEW.table_id IS NOT DISTINCT FROM OLD.table_id THEN
      new_location := old_location;
      new_group := old_group;
    ELSIF tz_new IS NOT NULL THEN
      SELECT g.location_id, g.id INTO new_location, new_group
        FROM "tables" t JOIN "table_groups" g ON g.id = t.group_id WHERE t.id = NEW.table_id;
      INSERT INTO "sales_call_places" AS p ("call_id", "structure_id", "location_id", "table_group_id")
        VALUES (NEW.id, NEW.structure_id, new_location, new_group)
        ON CONFLICT ("call_id") DO UPDATE SET "structure_id" = excluded.structure_id,
          "location_id" = excluded.location_id, "table_group_id" = excluded.table_group_id;
    END IF;
  END IF;

  INSERT INTO "call_day_rollups" AS r ("structure_id", "day", "hour", "location_id", "table_group_id",
    "handled_by", "calls", "handled", "response_seconds_sum", "within_1m", "within_2m", "within_3m",
    "within_5m", "within_10m", "within_15m", "within_30m", "within_60m", "over_60m")
  SELECT d.structure_id, d.day, d.hour, d.location_id, d.table_group_id, d.handled_by, sum(d.calls),
         sum(d.handled), sum(d.response_seconds_sum), sum(d.within_1m), sum(d.within_2m), sum(d.within_3m),
         sum(d.within_5m), sum(d.within_10m), sum(d.within_15m), sum(d.within_30m), sum(d.within_60m),
         sum(d.over_60m)
  FROM (
    SELECT c_old.structure_id, f.* FROM "gl_sales_call_facts"(c_old, -1, tz_old, old_location, old_group) f
      WHERE c_old.id IS NOT NULL AND tz_old IS NOT NULL
    UNION ALL
    SELECT c_new.structure_id, f.* FROM "gl_sales_call_facts"(c_new, 1, tz_new, new_location, new_group) f
      WHERE c_new.id IS NOT NULL AND tz_new IS NOT NULL
  ) d
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(d.calls) <> 0 OR sum(d.handled) <> 0 OR sum(d.response_seconds_sum) <> 0
      OR sum(d.within_1m) <> 0 OR sum(d.within_2m) <> 0 OR sum(d.within_3m) <> 0 OR sum(d.within_5m) <> 0
      OR sum(d.within_10m) <> 0 OR sum(d.within_15m) <> 0 OR sum(d.within_30m) <> 0
      OR sum(d.within_60m) <> 0 OR sum(d.over_60m) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT "call_day_rollups_key" DO UPDATE SET
    "calls" = r.calls + excluded.calls, "handled" = r.handled + excluded.handled,
    "response_seconds_sum" = r.response_seconds_sum + excluded.response_seconds_sum,
    "within_1m" = r.within_1m + excluded.within_1m, "within_2m" = r.within_2m + excluded.within_2m,
    "within_3m" = r.within_3m + excluded.within_3m, "within_5m" = r.within_5m + excluded.within_5m,
    "within_10m" = r.within_10m + excluded.within_10m, "within_15m" = r.within_15m + excluded.within_15m,
    "within_30m" = r.within_30m + excluded.within_30m, "within_60m" = r.within_60m + excluded.within_60m,
    "over_60m" = r.over_60m + excluded.over_60m;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Recomputes a company's rows (NULL: every company's) from the orders and calls. The place of an
-- order or call kept when it was written stays; one never recorded (rows written with the
-- triggers off) is taken as it is now.
CREATE OR REPLACE FUNCTION "gl_rebuild_sales_rollups"(company uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sales_order_places" ("order_id", "structure_id", "table_group_id", "waiter_id")
  SELECT o.id, o.structure_id, t.group_id,
         (SELECT w.user_id FROM "waiter_tables" w WHERE w.table_id = o.table_id ORDER BY w.user_id LIMIT 1)
  FROM "orders" o LEFT JOIN "tables" t ON t.id = o.table_id
  WHERE o.table_id IS NOT NULL AND (company IS NULL OR o.structure_id = company)
    AND NOT EXISTS (SELECT 1 FROM "sales_order_places" p WHERE p.order_id = o.id);
  DELETE FROM "sales_order_places" p
  WHERE (company IS NULL OR p.structure_id = company)
    AND NOT EXISTS (SELECT 1 FROM "orders" o WHERE o.id = p.order_id AND o.table_id IS NOT NULL);
  INSERT INTO "sales_call_places" ("call_id", "structure_id", "location_id", "table_group_id")
  SELECT c.id, c.structure_id, g.location_id, g.id
  FROM "waiter_calls" c LEFT JOIN "tables" t ON t.id = c.table_id LEFT JOIN "table_groups" g ON g.id = t.group_id
  WHERE (company IS NULL OR c.structure_id = company)
    AND NOT EXISTS (SELECT 1 FROM "sales_call_places" p WHERE p.call_id = c.id);
  DELETE FROM "sales_call_places" p
  WHERE (company IS NULL OR p.structure_id = company)
    AND NOT EXISTS (SELECT 1 FROM "waiter_calls" c WHERE c.id = p.call_id);

  DELETE FROM "order_hour_rollups" WHERE company IS NULL OR structure_id = company;
  INSERT INTO "order_hour_rollups" ("structure_id", "day", "hour", "location_id", "menu_id",
    "table_group_id", "waiter_id", "type", "currency", "payment_method", "orders", "cancelled",
    "cancelled_total", "sales", "paid_orders", "revenue", "subtotal", "tips")
  SELECT o.structure_id, f.day, f.hour, f.location_id, f.menu_id, f.table_group_id, f.waiter_id, f.type,
         f.currency, f.payment_method, sum(f.orders), sum(f.cancelled), sum(f.cancelled_total), sum(f.sales),
         sum(f.paid_orders), sum(f.revenue), sum(f.subtotal), sum(f.tips)
  FROM "orders" o
  JOIN "structures" s ON s.id = o.structure_id
  LEFT JOIN "sales_order_places" p ON p.order_id = o.id
  CROSS JOIN LATERAL "gl_sales_order_facts"(o, 1, s.time_zone, p.table_group_id, p.waiter_id) f
  WHERE company IS NULL OR o.structure_id = company
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;

  DELETE FROM "item_day_rollups" WHERE company IS NULL OR structure_id = company;
  INSERT INTO "item_day_rollups" ("structure_id", "day", "location_id", "menu_id", "table_group_id",
    "waiter_id", "type", "currency", "item_id", "title", "quantity", "revenue")
  SELECT o.structure_id, f.day, f.location_id, f.menu_id, f.table_group_id, f.waiter_id, f.type, f.currency,
         f.item_id, f.title, sum(f.quantity), sum(f.revenue)
  FROM "orders" o
  JOIN "structures" s ON s.id = o.structure_id
  LEFT JOIN "sales_order_places" p ON p.order_id = o.id
  CROSS JOIN LATERAL "gl_sales_item_facts"(o, 1, s.time_zone, p.table_group_id, p.waiter_id) f
  WHERE company IS NULL OR o.structure_id = company
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;

  DELETE FROM "call_day_rollups" WHERE company IS NULL OR structure_id = company;
  INSERT INTO "call_day_rollups" ("structure_id", "day", "hour", "location_id", "table_group_id",
    "handled_by", "calls", "handled", "response_seconds_sum", "within_1m", "within_2m", "within_3m",
    "within_5m", "within_10m", "within_15m", "within_30m", "within_60m", "over_60m")
  SELECT c.structure_id, f.day, f.hour, f.location_id, f.table_group_id, f.handled_by, sum(f.calls),
         sum(f.handled), sum(f.response_seconds_sum), sum(f.within_1m), sum(f.within_2m), sum(f.within_3m),
         sum(f.within_5m), sum(f.within_10m), sum(f.within_15m), sum(f.within_30m), sum(f.within_60m),
         sum(f.over_60m)
  FROM "waiter_calls" c
  JOIN "structures" s ON s.id = c.structure_id
  LEFT JOIN "sales_call_places" p ON p.call_id = c.id
  CROSS JOIN LATERAL "gl_sales_call_facts"(c, 1, s.time_zone, p.location_id, p.table_group_id) f
  WHERE company IS NULL OR c.structure_id = company
  GROUP BY 1, 2, 3, 4, 5, 6;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "gl_sales_zone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "gl_rebuild_sales_rollups"(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_sales_rollups" AFTER INSERT OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "gl_sales_order_changed"();
--> statement-breakpoint
-- Only a change of what the statistics count wakes the trigger: most status steps do not.
CREATE TRIGGER "orders_sales_rollups_update" AFTER UPDATE ON "orders" FOR EACH ROW
  WHEN ((OLD.structure_id, OLD.created_at, OLD.location_id, OLD.menu_id, OLD.table_id, OLD.type, OLD.currency,
         OLD.payment_method, OLD.status = 'cancelled', OLD.status = 'closed', OLD.paid, OLD.total,
         OLD.subtotal, OLD.tips, OLD.lines)
        IS DISTINCT FROM
        (NEW.structure_id, NEW.created_at, NEW.location_id, NEW.menu_id, NEW.table_id, NEW.type, NEW.currency,
         NEW.payment_method, NEW.status = 'cancelled', NEW.status = 'closed', NEW.paid, NEW.total,
         NEW.subtotal, NEW.tips, NEW.lines))
  EXECUTE FUNCTION "gl_sales_order_changed"();
--> statement-breakpoint
CREATE TRIGGER "waiter_calls_sales_rollups" AFTER INSERT OR DELETE ON "waiter_calls"
  FOR EACH ROW EXECUTE FUNCTION "gl_sales_call_changed"();
--> statement-breakpoint
CREATE TRIGGER "waiter_calls_sales_rollups_update" AFTER UPDATE ON "waiter_calls" FOR EACH ROW
  WHEN ((OLD.structure_id, OLD.created_at, OLD.handled_at, OLD.handled_by, OLD.table_id)
        IS DISTINCT FROM (NEW.structure_id, NEW.created_at, NEW.handled_at, NEW.handled_by, NEW.table_id))
  EXECUTE FUNCTION "gl_sales_call_changed"();
--> statement-breakpoint
CREATE TRIGGER "structures_sales_zone" AFTER UPDATE OF "time_zone" ON "structures" FOR EACH ROW
  WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION "gl_sales_zone_changed"();
--> statement-breakpoint
-- What was written before these triggers existed.
SELECT "gl_rebuild_sales_rollups"(NULL);
