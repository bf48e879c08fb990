-- The sums per month, day of the week and hour keep no distribution of scores (nothing shows it
-- by hour), so its rows are smaller to read and to keep. The rollup functions of migration 0023 are
-- made again without those columns; every other sum is kept as before.
ALTER TABLE "rating_month_hour_rollups" DROP COLUMN "s0";--> statement-breakpoint
ALTER TABLE "rating_month_hour_rollups" DROP COLUMN "s1";--> statement-breakpoint
ALTER TABLE "rating_month_hour_rollups" DROP COLUMN "s2";--> statement-breakpoint
ALTER TABLE "rating_month_hour_rollups" DROP COLUMN "s3";--> statement-breakpoint
ALTER TABLE "rating_month_hour_rollups" DROP COLUMN "s4";--> statement-breakpoint
ALTER TABLE "rating_month_hour_rollups" DROP COLUMN "s5";--> statement-breakpoint
ALTER TABLE "rating_month_hour_rollups" DROP COLUMN "s6";--> statement-breakpoint
ALTER TABLE "rating_month_hour_rollups" DROP COLUMN "s7";--> statement-breakpoint
ALTER TABLE "rating_month_hour_rollups" DROP COLUMN "s8";--> statement-breakpoint
ALTER TABLE "rating_month_hour_rollups" DROP COLUMN "s9";--> statement-breakpoint
ALTER TABLE "rating_month_hour_rollups" DROP COLUMN "s10";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "gl_rating_rollups_apply"(removed "gl_rating_fact"[], added "gl_rating_fact"[])
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
  ), by_month AS (
    SELECT structure_id, date_trunc('month', local_at)::date AS month, metric_id, location_id, sub_location_id,
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
  ), by_month_hour AS (
    SELECT structure_id, date_trunc('month', local_at)::date AS month,
      extract(isodow FROM local_at)::smallint AS day_of_week, extract(hour FROM local_at)::smallint AS hour,
      metric_id, location_id, sub_location_id,
      sum(sign) AS n, sum(sign * score) AS score_sum,
      sum(sign * (outcome = 'bad')::int) AS bad,
      sum(sign * (outcome = 'neutral')::int) AS neutral,
      sum(sign * (outcome = 'good')::int) AS good
    FROM placed GROUP BY 1, 2, 3, 4, 5, 6, 7
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
  ), month_sums AS (
    INSERT INTO "rating_month_rollups" AS r (structure_id, month, metric_id, location_id, sub_location_id,
      n, score_sum, bad, neutral, good, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, bad_unread)
    SELECT * FROM by_month WHERE (s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, bad_unread) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    ON CONFLICT (structure_id, month, metric_id, location_id, sub_location_id) DO UPDATE SET
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
  ), month_hour_sums AS (
    INSERT INTO "rating_month_hour_rollups" AS r (structure_id, month, day_of_week, hour, metric_id,
      location_id, sub_location_id, n, score_sum, bad, neutral, good)
    SELECT * FROM by_month_hour WHERE (n, score_sum, bad, neutral, good) <> (0, 0, 0, 0, 0)
    ON CONFLICT (structure_id, month, day_of_week, hour, metric_id, location_id, sub_location_id) DO UPDATE SET
      n = r.n + excluded.n, score_sum = r.score_sum + excluded.score_sum,
      bad = r.bad + excluded.bad, neutral = r.neutral + excluded.neutral, good = r.good + excluded.good
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
    DELETE FROM "rating_month_rollups" r
      USING unnest(removed) f JOIN "structures" s ON s.id = f.structure_id
      WHERE r.structure_id = f.structure_id
        AND r.month = date_trunc('month', f.created_at AT TIME ZONE s.time_zone)::date
        AND r.metric_id = f.metric_id AND r.n = 0;
    DELETE FROM "rating_month_hour_rollups" r
      USING unnest(removed) f JOIN "structures" s ON s.id = f.structure_id
      WHERE r.structure_id = f.structure_id
        AND r.month = date_trunc('month', f.created_at AT TIME ZONE s.time_zone)::date
        AND r.metric_id = f.metric_id AND r.n = 0;
    DELETE FROM "rating_table_rollups" r
      USING unnest(removed) f JOIN "structures" s ON s.id = f.structure_id
      WHERE r.structure_id = f.structure_id AND r.day = (f.created_at AT TIME ZONE s.time_zone)::date
        AND r.table_id = f.table_id AND r.n = 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "gl_rating_rollups_rebuild"(company uuid) RETURNS void LANGUAGE plpgsql AS $$
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
  DELETE FROM "rating_month_rollups" WHERE structure_id = company;
  DELETE FROM "rating_month_hour_rollups" WHERE structure_id = company;
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
  ), month_sums AS (
    INSERT INTO "rating_month_rollups" (structure_id, month, metric_id, location_id, sub_location_id,
      n, score_sum, bad, neutral, good, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, bad_unread)
    SELECT structure_id, date_trunc('month', local_at)::date, metric_id, location_id, sub_location_id,
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
  ), month_hour_sums AS (
    INSERT INTO "rating_month_hour_rollups" (structure_id, month, day_of_week, hour, metric_id, location_id,
      sub_location_id, n, score_sum, bad, neutral, good)
    SELECT structure_id, date_trunc('month', local_at)::date, extract(isodow FROM local_at)::smallint,
      extract(hour FROM local_at)::smallint, metric_id, location_id, sub_location_id,
      count(*), sum(score),
      count(*) FILTER (WHERE outcome = 'bad'),
      count(*) FILTER (WHERE outcome = 'neutral'),
      count(*) FILTER (WHERE outcome = 'good')
    FROM placed GROUP BY 1, 2, 3, 4, 5, 6, 7
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
