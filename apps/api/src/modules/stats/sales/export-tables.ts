import type {
  TCallFigures,
  TSalesByDimension,
  TSalesByPeriod,
  TSalesDayReport,
  TSalesDimension,
  TSalesDimensionRow,
  TSalesFigures,
  TSalesItem,
  TSalesItems,
  TSalesSummary,
  TServiceCalls,
} from '@guestloop/contracts';
import type { Cell, Column, Table } from './export-format';
import type { Texts } from './export-texts';

/** Each statistics answer as the tables of its file, with headers and values in the caller's language. */

const FIGURES = [
  ['orders', 'int'],
  ['cancelled', 'int'],
  ['cancelledValue', 'money'],
  ['sales', 'int'],
  ['paidOrders', 'int'],
  ['revenue', 'money'],
  ['subtotal', 'money'],
  ['tips', 'money'],
  ['averageTicket', 'money'],
] as const;

const DIMENSION_COLUMN: Record<TSalesDimension, string> = {
  location: 'location',
  menu: 'menu',
  'table-group': 'tableGroup',
  waiter: 'waiter',
  type: 'type',
  'payment-method': 'paymentMethod',
};

export class TableWriter {
  constructor(private readonly t: Texts) {}

  private column(key: string, kind: Column['kind'], currency?: string): Column {
    const header = this.t(`columns.${key}`);
    return kind === 'money' && currency
      ? { header: `${header} (${currency})`, kind, currency }
      : { header, kind, ...(currency ? { currency } : {}) };
  }

  private figureColumns(currency?: string): Column[] {
    return FIGURES.map(([key, kind]) => this.column(key, kind, currency));
  }

  private figureCells(f: TSalesFigures): Cell[] {
    return FIGURES.map(([key]) => f[key]);
  }

  private bucketColumns(hourly: boolean): Column[] {
    return [
      this.column('from', 'date'),
      this.column('to', 'date'),
      ...(hourly ? [this.column('hour', 'int')] : []),
    ];
  }

  private callColumns(): Column[] {
    return [
      this.column('calls', 'int'),
      this.column('handled', 'int'),
      this.column('handledShare', 'share'),
      this.column('averageSeconds', 'int'),
      this.column('p90Seconds', 'int'),
    ];
  }

  private callCells(f: TCallFigures): Cell[] {
    const p90 =
      f.p90OrMore && f.p90Seconds !== null
        ? this.t('values.orMore', { seconds: f.p90Seconds })
        : f.p90Seconds;
    return [f.calls, f.handled, f.handledShare, f.averageSeconds, p90];
  }

  private label(dimension: TSalesDimension, row: Pick<TSalesDimensionRow, 'key' | 'label'>): string {
    if (row.key === null) return this.t('values.none');
    if (dimension === 'type') return this.t(`values.types.${row.key}`);
    if (dimension === 'payment-method') {
      const known = this.t(`values.paymentMethods.${row.key}`);
      return known.startsWith('values.') ? row.key : known;
    }
    return row.label ?? this.t('values.unknown');
  }

  summary(answer: TSalesSummary): Table[] {
    return [
      {
        title: this.t('sheets.summary'),
        columns: [
          this.column('currency', 'text'),
          this.column('from', 'date'),
          this.column('to', 'date'),
          ...this.figureColumns(),
        ],
        currencyColumn: 0,
        rows: answer.currencies.flatMap((c) => [
          [c.currency, answer.from, answer.to, ...this.figureCells(c.current)],
          [c.currency, answer.previous.from, answer.previous.to, ...this.figureCells(c.previous)],
        ]),
      },
    ];
  }

  byPeriod(answer: TSalesByPeriod): Table[] {
    const hourly = answer.granularity === 'hour';
    const money = this.figureColumns(answer.currency);
    return [
      {
        title: this.t('sheets.byPeriod'),
        columns: [...this.bucketColumns(hourly), ...money],
        rows: answer.buckets.map((b) => [b.from, b.to, ...(hourly ? [b.hour] : []), ...this.figureCells(b)]),
      },
      {
        title: this.t('sheets.hoursOfDay'),
        columns: [this.column('hour', 'int'), ...money],
        rows: answer.hoursOfDay.map((h) => [h.hour, ...this.figureCells(h)]),
      },
      {
        title: this.t('sheets.weekdays'),
        columns: [this.column('weekday', 'text'), ...money],
        rows: answer.weekdays.map((w) => [this.t(`values.weekdays.${w.weekday}`), ...this.figureCells(w)]),
      },
    ];
  }

  dimensionTable(
    title: string,
    dimension: TSalesDimension,
    rows: TSalesDimensionRow[],
    currency: string,
  ): Table {
    return {
      title,
      columns: [
        this.column(DIMENSION_COLUMN[dimension], 'text'),
        ...this.figureColumns(currency),
        this.column('revenueShare', 'share'),
      ],
      rows: rows.map((row) => [this.label(dimension, row), ...this.figureCells(row), row.revenueShare]),
    };
  }

  byDimension(answer: TSalesByDimension): Table[] {
    const title = this.t(`columns.${DIMENSION_COLUMN[answer.dimension]}`);
    return [this.dimensionTable(title, answer.dimension, answer.rows, answer.currency)];
  }

  itemsTable(title: string, items: TSalesItem[], currency: string): Table {
    return {
      title,
      columns: [
        this.column('item', 'text'),
        this.column('quantity', 'int'),
        this.column('quantityShare', 'share'),
        this.column('revenue', 'money', currency),
        this.column('revenueShare', 'share'),
      ],
      rows: items.map((item) => [
        item.title,
        item.quantity,
        item.quantityShare,
        item.revenue,
        item.revenueShare,
      ]),
    };
  }

  items(answer: TSalesItems): Table[] {
    return [this.itemsTable(this.t('sheets.items'), answer.items, answer.currency)];
  }

  calls(answer: TServiceCalls): Table[] {
    const hourly = answer.granularity === 'hour';
    const bands = answer.total.responseBands;
    return [
      {
        title: this.t('sheets.calls'),
        columns: [...this.bucketColumns(hourly), ...this.callColumns()],
        rows: answer.buckets.map((b) => [b.from, b.to, ...(hourly ? [b.hour] : []), ...this.callCells(b)]),
      },
      {
        title: this.t('sheets.callsByWaiter'),
        columns: [this.column('waiter', 'text'), ...this.callColumns()],
        rows: answer.waiters.map((w) => [
          w.userId === null ? this.t('values.none') : (w.name ?? this.t('values.unknown')),
          ...this.callCells(w),
        ]),
      },
      {
        title: this.t('sheets.callsByTableGroup'),
        columns: [this.column('location', 'text'), this.column('tableGroup', 'text'), ...this.callColumns()],
        rows: answer.tableGroups.map((g) => [
          g.locationName ?? (g.tableGroupId === null ? this.t('values.none') : this.t('values.unknown')),
          g.name ?? (g.tableGroupId === null ? this.t('values.none') : this.t('values.unknown')),
          ...this.callCells(g),
        ]),
      },
      {
        title: this.t('sheets.responseTimes'),
        columns: [this.column('responseUpTo', 'int'), this.column('handled', 'int')],
        rows: bands.map((band) => [band.upToSeconds ?? this.t('values.longer'), band.calls]),
      },
    ];
  }

  dayReport(answer: TSalesDayReport): Table[] {
    const { currency } = answer;
    return [
      {
        title: this.t('sheets.dayTotals'),
        columns: [this.column('day', 'date'), ...this.figureColumns(currency)],
        rows: [[answer.day, ...this.figureCells(answer.totals)]],
      },
      {
        title: this.t('sheets.dayHours'),
        columns: [this.column('hour', 'int'), ...this.figureColumns(currency)],
        rows: answer.hours.map((h) => [h.hour, ...this.figureCells(h)]),
      },
      this.dimensionTable(this.t('sheets.dayTypes'), 'type', answer.types, currency),
      this.dimensionTable(
        this.t('sheets.dayPaymentMethods'),
        'payment-method',
        answer.paymentMethods,
        currency,
      ),
      this.itemsTable(this.t('sheets.dayTopItems'), answer.topItems, currency),
      {
        title: this.t('sheets.dayCalls'),
        columns: this.callColumns(),
        rows: [this.callCells(answer.calls)],
      },
    ];
  }
}
