-- Rating statistics kept in the transaction of every change of a rating (rollup tables of
-- migration 0018). A rating counts when nothing was asked of the guest or they confirmed
-- (verification 'none' or verified_at set); it is summed on the LOCAL day and hour of its
-- company's time zone. Statement triggers pass the old and new facts of the changed rows, so a
-- bulk insert adds its sums in one upsert per table; a change subtracts the old fact and adds
-- the new one. The same SQL runs on PostgreSQL and the embedded engine.
CREATE TYPE "gl_rating_fact" AS (
  "structure_id" uuid,
  "metric_id" uuid,
  "location_id" uuid,
  "sub_location_id" uuid,
  "table_id" uuid,
  "created_at" timestamptz,
  "score" integer,
  "outcome" text,
  "bad_unread" boolean
);
--> statement-breakpoint
CREATE FUNCTION "gl_rating_counts"(r "ratings") RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT r.verification = 'none' OR r.verified_at IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION "gl_rating_fact_of"(r "ratings") RETURNS "gl_rating_fact" LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(r.structure_id, r.metric_id, r.location_id, r.sub_location_id, r.table_id, r.created_at,
    r.score, r.outcome, r.outcome = 'bad' AND r.viewed_at IS NULL)::"gl_rating_fact"
$$;
--> statement-breakpoint
-- Subtracts the removed facts and adds the added ones. A rebuild of a company holds the
-- company's advisory lock (class 1381) exclusively: these sums wait for it, or it for them.
CREATE FUNCTION "gl_rating_rollups_apply"(removed "gl_rating_fact"[], added "gl_rating_fact"[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(removed) + cardinality(added) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(1381, hashtext(c.id::text))
    FROM (SELECT DISTINCT f.structure_id AS id FROM unnest(removed || added) f ORDER BY 1) c;
  WITH facts AS (
    SELECT f.*, -1 AS sign FROM unnest(removed) f
    UNION ALL
    SELECT f.*, 1 AS sign FROM unnest(added) f
  ), placed AS (
    SELECT f.*, (f.created_at AT TIME ZONE s.time_zone) AS local_at
    FROM facts f JOIN "structures" s ON s.id = f.structure_id
  ), by_day AS (
    SELECT structure_id, local_at::date AS day, metric_id, location_id, sub_location_id,
      sum(sign) AS n, sum(sign * score) AS score_sum,
      sum(sign * (outcome = 'bad')::int) AS bad,
      sum(sign * (outcome = 'neutral')::int) AS neutral,
      sum(sign * (outcome = 'good')::int) AS good,
      sum(sign * (score = 0)::int) AS s0,
      sum(sign * (score = 1)::int) AS s1,
      sum(sign * (score = 2)::int) AS s2,
      sum(sign * (score = 3)::int) AS s3,
      sum(sign * (score = 4)::int) AS s4,
      sum(sign * (score = 5)::int) AS s5,
      sum(sign * (score = 6)::int) AS s6,
      sum(sign * (score = 7)::int) AS s7,
      sum(sign * (score = 8)::int) AS s8,
      sum(sign * (score = 9)::int) AS s9,
      sum(sign * (score = 10)::int) AS s10,
      sum(sign * bad_unread::int) AS bad_unread
    FROM placed GROUP BY 1, 2, 3, 4, 5
  ), by_hour AS (
    SELECT structure_id, local_at::date AS day, extract(hour FROM local_at)::smallint AS hour,
      metric_id, location_id, sub_location_id,
      sum(sign) AS n, sum(sign * score) AS score_sum,
      sum(sign * (outcome = 'bad')::int) AS bad,
      sum(sign * (outcome = 'neutral')::int) AS neutral,
      sum(sign * (outcome = 'good')::int) AS good,
      sum(sign * (score = 0)::int) AS s0,
      sum(sign * (score = 1)::int) AS s1,
      sum(sign * (score = 2)::int) AS s2,
      sum(sign * (score = 3)::int) AS s3,
      sum(sign * (score = 4)::int) AS s4,
      sum(sign * (score = 5)::int) AS s5,
      sum(sign * (score = 6)::int) AS s6,
      sum(sign * (score = 7)::int) AS s7,
      sum(sign * (score = 8)::int) AS s8,
      sum(sign * (score = 9)::int) AS s9,
      sum(sign * (score = 10)::int) AS s10
    FROM placed GROUP BY 1, 2, 3, 4, 5, 6
  ), by_table AS (
    SELECT structure_id, local_at::date AS day, table_id, metric_id, location_id, sub_location_id,
      sum(sign) AS n, sum(sign * score) AS score_sum,
      sum(sign * (outcome = 'bad')::int) AS bad,
      sum(sign * (outcome = 'neutral')::int) AS neutral,
      sum(sign * (outcome = 'good')::int) AS good
    FROM placed WHERE table_id IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6
  ), day_sums AS (
    -- Within a metric the scores decide every other sum, so unchanged scores mean nothing to write.
    INSERT INTO "rating_day_rollups" AS r (structure_id, day, metric_id, location_id, sub_location_id,
      n, score_sum, bad, neutral, good, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, bad_unread)
    SELECT * FROM by_day WHERE (s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, bad_unread) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    ON CONFLICT (structure_id, day, metric_id, location_id, sub_location_id) DO UPDATE SET
      n = r.n + excluded.n, score_sum = r.score_sum + excluded.score_sum,
      bad = r.bad + excluded.bad, neutral = r.neutral + excluded.neutral, good = r.good + excluded.good,
      s0 = r.s0 + excluded.s0,
      s1 = r.s1 + excluded.s1,
      s2 = r.s2 + excluded.s2,
      s3 = r.s3 + excluded.s3,
      s4 = r.s4 + excluded.s4,
      s5 = r.s5 + excluded.s5,
      s6 = r.s6 + excluded.s6,
      s7 = r.s7 + excluded.s7,
      s8 = r.s8 + excluded.s8,
      s9 = r.s9 + excluded.s9,
      s10 = r.s10 + excluded.s10,
      bad_unread = r.bad_unread + excluded.bad_unread
  ), hour_sums AS (
    INSERT INTO "rating_hour_rollups" AS r (structure_id, day, hour, metric_id, location_id, sub_location_id,
      n, score_sum, bad, neutral, good, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10)
    SELECT * FROM by_hour WHERE (s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    ON CONFLICT (structure_id, day, hour, metric_id, location_id, sub_location_id) DO UPDATE SET
      n = r.n + excluded.n, score_sum = r.score_sum + excluded.score_sum,
      bad = r.bad + excluded.bad, neutral = r.neutral + excluded.neutral, good = r.good + excluded.good,
      s0 = r.s0 + excluded.s0,
      s1 = r.s1 + excluded.s1,
      s2 = r.s2 + excluded.s2,
      s3 = r.s3 + excluded.s3,
      s4 = r.s4 + excluded.s4,
      s5 = r.s5 + excluded.s5,
      s6 = r.s6 + excluded.s6,
      s7 = r.s7 + excluded.s7,
      s8 = r.s8 + excluded.s8,
      s9 = r.s9 + excluded.s9,
      s10 = r.s10 + excluded.s10
  )
  INSERT INTO "rating_table_rollups" AS r (structure_id, day, table_id, metric_id, location_id, sub_location_id,
    n, score_sum, bad, neutral, good)
  SELECT * FROM by_table WHERE (n, score_sum, bad, neutral, good) <> (0, 0, 0, 0, 0)
  ON CONFLICT (structure_id, day, table_id, metric_id, location_id, sub_location_id) DO UPDATE SET
    n = r.n + excluded.n, score_sum = r.score_sum + excluded.score_sum,
    bad = r.bad + excluded.bad, neutral = r.neutral + excluded.neutral, good = r.good + excluded.good;

  IF cardinality(removed) > 0 THEN
    -- Rows left empty go, so the sums hold the same rows a rebuild would make.
    DELETE FROM "rating_day_rollups" r
      USING unnest(removed) f JOIN "structures" s ON s.id = f.structure_id
      WHERE r.structure_id = f.structure_id AND r.day = (f.created_at AT TIME ZONE s.time_zone)::date
        AND r.metric_id = f.metric_id AND r.n = 0;
    DELETE FROM "rating_hour_rollups" r
      USING unnest(removed) f JOIN "structures" s ON s.id = f.structure_id
      WHERE r.structure_id = f.structure_id AND r.day = (f.created_at AT TIME ZONE s.time_zone)::date
        AND r.metric_id = f.metric_id AND r.n = 0;
    DELETE FROM "rating_table_rollups" r
      USING unnest(removed) f JOIN "structures" s ON s.id = f.structure_id
      WHERE r.structure_id = f.structure_id AND r.day = (f.created_at AT TIME ZONE s.time_zone)::date
        AND r.table_id = f.table_id AND r.n = 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "gl_ratings_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM gl_rating_rollups_apply('{}',
    ARRAY(SELECT gl_rating_fact_of(n) FROM new_rows n WHERE gl_rating_counts(n)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "gl_ratings_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM gl_rating_rollups_apply(
    ARRAY(SELECT gl_rating_fact_of(o) FROM old_rows o WHERE gl_rating_counts(o)), '{}');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose counting, day, place, metric, table, score, outcome or unread-bad state changed.
CREATE FUNCTION "gl_ratings_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed "gl_rating_fact"[];
  added "gl_rating_fact"[];
BEGIN
  SELECT coalesce(array_agg(gl_rating_fact_of(o)) FILTER (WHERE gl_rating_counts(o)), '{}'),
         coalesce(array_agg(gl_rating_fact_of(n)) FILTER (WHERE gl_rating_counts(n)), '{}')
    INTO removed, added
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE gl_rating_counts(o) IS DISTINCT FROM gl_rating_counts(n)
       OR gl_rating_fact_of(o) IS DISTINCT FROM gl_rating_fact_of(n);
  PERFORM gl_rating_rollups_apply(removed, added);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ratings_rollups_insert" AFTER INSERT ON "ratings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "gl_ratings_inserted"();
--> statement-breakpoint
CREATE TRIGGER "ratings_rollups_update" AFTER UPDATE ON "ratings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "gl_ratings_updated"();
--> statement-breakpoint
CREATE TRIGGER "ratings_rollups_delete" AFTER DELETE ON "ratings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "gl_ratings_deleted"();
--> statement-breakpoint
-- Recomputes a company's rollups (every company's when NULL) from its ratings.
CREATE FUNCTION "gl_rating_rollups_rebuild"(company uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  each_company uuid;
BEGIN
  IF company IS NULL THEN
    FOR each_company IN SELECT id FROM "structures" ORDER BY id LOOP
      PERFORM gl_rating_rollups_rebuild(each_company);
    END LOOP;
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(1381, hashtext(company::text));
  DELETE FROM "rating_day_rollups" WHERE structure_id = company;
  DELETE FROM "rating_hour_rollups" WHERE structure_id = company;
  DELETE FROM "rating_table_rollups" WHERE structure_id = company;
  WITH placed AS (
    SELECT r.structure_id, r.metric_id, r.location_id, r.sub_location_id, r.table_id, r.score, r.outcome,
      r.outcome = 'bad' AND r.viewed_at IS NULL AS bad_unread,
      (r.created_at AT TIME ZONE s.time_zone) AS local_at
    FROM "ratings" r JOIN "structures" s ON s.id = r.structure_id
    WHERE r.structure_id = company AND gl_rating_counts(r)
  ), day_sums AS (
    INSERT INTO "rating_day_rollups" (structure_id, day, metric_id, location_id, sub_location_id,
      n, score_sum, bad, neutral, good, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, bad_unread)
    SELECT structure_id, local_at::date, metric_id, location_id, sub_location_id,
      count(*), sum(score),
      count(*) FILTER (WHERE outcome = 'bad'),
      count(*) FILTER (WHERE outcome = 'neutral'),
      count(*) FILTER (WHERE outcome = 'good'),
      count(*) FILTER (WHERE score = 0) AS s0,
      count(*) FILTER (WHERE score = 1) AS s1,
      count(*) FILTER (WHERE score = 2) AS s2,
      count(*) FILTER (WHERE score = 3) AS s3,
      count(*) FILTER (WHERE score = 4) AS s4,
      count(*) FILTER (WHERE score = 5) AS s5,
      count(*) FILTER (WHERE score = 6) AS s6,
      count(*) FILTER (WHERE score = 7) AS s7,
      count(*) FILTER (WHERE score = 8) AS s8,
      count(*) FILTER (WHERE score = 9) AS s9,
      count(*) FILTER (WHERE score = 10) AS s10,
      count(*) FILTER (WHERE bad_unread)
    FROM placed GROUP BY 1, 2, 3, 4, 5
  ), hour_sums AS (
    INSERT INTO "rating_hour_rollups" (structure_id, day, hour, metric_id, location_id, sub_location_id,
      n, score_sum, bad, neutral, good, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10)
    SELECT structure_id, local_at::date, extract(hour FROM local_at)::smallint, metric_id, location_id,
      sub_location_id,
      count(*), sum(score),
      count(*) FILTER (WHERE outcome = 'bad'),
      count(*) FILTER (WHERE outcome = 'neutral'),
      count(*) FILTER (WHERE outcome = 'good'),
      count(*) FILTER (WHERE score = 0) AS s0,
      count(*) FILTER (WHERE score = 1) AS s1,
      count(*) FILTER (WHERE score = 2) AS s2,
      count(*) FILTER (WHERE score = 3) AS s3,
      count(*) FILTER (WHERE score = 4) AS s4,
      count(*) FILTER (WHERE score = 5) AS s5,
      count(*) FILTER (WHERE score = 6) AS s6,
      count(*) FILTER (WHERE score = 7) AS s7,
      count(*) FILTER (WHERE score = 8) AS s8,
      count(*) FILTER (WHERE score = 9) AS s9,
      count(*) FILTER (WHERE score = 10) AS s10
    FROM placed GROUP BY 1, 2, 3, 4, 5, 6
  )
  INSERT INTO "rating_table_rollups" (structure_id, day, table_id, metric_id, location_id, sub_location_id,
    n, score_sum, bad, neutral, good)
  SELECT structure_id, local_at::date, table_id, metric_id, location_id, sub_location_id,
    count(*), sum(score),
    count(*) FILTER (WHERE outcome = 'bad'),
    count(*) FILTER (WHERE outcome = 'neutral'),
    count(*) FILTER (WHERE outcome = 'good')
  FROM placed WHERE table_id IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6;
END $$;
--> statement-breakpoint
-- A company's days and hours move with its time zone: its rollups are recomputed in the same
-- transaction as the change.
CREATE FUNCTION "gl_structure_time_zone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM gl_rating_rollups_rebuild(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "structures_rating_rollups_time_zone" AFTER UPDATE OF "time_zone" ON "structures"
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION "gl_structure_time_zone_changed"();
--> statement-breakpoint
-- Ratings given before these rollups existed.
SELECT gl_rating_rollups_rebuild(NULL);
