/** The sales statistics' use cases, by area, for the routes. */
export * as callsService from './calls.service';
export * as dayReportService from './day-report.service';
export * as exportService from './export.service';
export * as salesService from './sales.service';
