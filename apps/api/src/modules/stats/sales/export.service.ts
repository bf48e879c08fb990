import {
  STAT_EXPORT_MAX_REVIEWS,
  type TLanguage,
  type TStatExportBodyParsed,
  ZReviewExportFilters,
} from '@guestloop/contracts';
import type { Db } from '../../../db/client';
import { reviewsForExport } from '../../ratings';
import { serviceCalls } from './calls.service';
import { dayReport } from './day-report.service';
import { type ExportFile, type Table, toCsv, toXlsx } from './export-format';
import { TableWriter } from './export-tables';
import { exportTexts, type Texts } from './export-texts';
import { companyClock } from './filters';
import { localDay } from './period';
import * as sales from './sales.service';

/** POST /stat/export: a report's tables as a CSV or XLSX file named after the report and its days. */

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

interface Built {
  name: string;
  tables: Table[];
}

async function reviewTables(
  db: Db,
  structureId: string,
  body: TStatExportBodyParsed,
  t: Texts,
): Promise<Built> {
  const filters = body.reviews ?? ZReviewExportFilters.parse({});
  const company = await companyClock(db, structureId);
  const rows = await reviewsForExport(db, structureId, filters, STAT_EXPORT_MAX_REVIEWS);
  const days =
    filters.from || filters.to ? `${filters.from ?? ''}_${filters.to ?? ''}` : localDay(company.timeZone);
  const column = (key: string, kind: 'text' | 'int' | 'datetime') => ({ header: t(`columns.${key}`), kind });
  return {
    name: `reviews_${days}`,
    tables: [
      {
        title: t('sheets.reviews'),
        columns: [
          column('dateTime', 'datetime'),
          column('location', 'text'),
          column('subLocation', 'text'),
          column('table', 'text'),
          column('metric', 'text'),
          column('score', 'int'),
          column('outcome', 'text'),
          column('comment', 'text'),
          column('language', 'text'),
          column('viewed', 'text'),
        ],
        rows: rows.map((r) => [
          r.localTime,
          r.location,
          r.subLocation,
          r.table,
          r.metric,
          r.score,
          t(`values.outcomes.${r.outcome}`),
          r.comment,
          r.language,
          t(r.viewed ? 'values.yes' : 'values.no'),
        ]),
      },
    ],
  };
}

async function build(db: Db, structureId: string, body: TStatExportBodyParsed, t: Texts): Promise<Built> {
  const writer = new TableWriter(t);
  const filters = body.filters!;
  const days = body.filters ? `${body.filters.from}_${body.filters.to}` : '';
  switch (body.report) {
    case 'sales-summary': {
      const answer = await sales.summary(db, structureId, filters);
      return { name: `sales-summary_${days}`, tables: writer.summary(answer) };
    }
    case 'sales-by-period': {
      const answer = await sales.byPeriod(db, structureId, filters);
      return { name: `sales-by-${answer.granularity}_${days}`, tables: writer.byPeriod(answer) };
    }
    case 'sales-by-dimension': {
      const answer = await sales.byDimension(db, structureId, { ...filters, dimension: body.dimension! });
      return { name: `sales-by-${answer.dimension}_${days}`, tables: writer.byDimension(answer) };
    }
    case 'items': {
      const answer = await sales.items(db, structureId, { ...filters, limit: 1 });
      return { name: `items-sold_${days}`, tables: writer.items(answer) };
    }
    case 'calls': {
      const answer = await serviceCalls(db, structureId, filters);
      return { name: `waiter-calls_${days}`, tables: writer.calls(answer) };
    }
    case 'day-report': {
      const answer = await dayReport(db, structureId, body.dayReport!);
      return { name: `day-report_${answer.day}`, tables: writer.dayReport(answer) };
    }
    case 'reviews':
      return reviewTables(db, structureId, body, t);
  }
}

export async function exportReport(
  db: Db,
  structureId: string,
  body: TStatExportBodyParsed,
  language: TLanguage,
): Promise<ExportFile> {
  const { name, tables } = await build(db, structureId, body, exportTexts(language));
  const bytes = body.format === 'csv' ? toCsv(tables) : await toXlsx(tables);
  return { bytes, contentType: CONTENT_TYPES[body.format], fileName: `${name}.${body.format}` };
}
