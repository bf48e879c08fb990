ALTER TABLE "orders" ADD COLUMN "wished_at" timestamp with time zone;--> statement-breakpoint
-- Menus made before ordering had switches: pickup and table orders were always taken, delivery
-- whenever the delivery text had content. Their explicit switches keep that.
UPDATE "online_menus" SET "settings" = "settings" || jsonb_build_object('ordering', jsonb_build_object(
  'table', true,
  'pickup', true,
  'delivery', coalesce(btrim("settings"->'delivery'->>'content'), '') <> ''
)) WHERE NOT ("settings" ? 'ordering');
