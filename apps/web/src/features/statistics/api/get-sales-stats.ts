import {
  type TSalesByDimensionBody,
  type TSalesDayReportQuery,
  type TSalesFilters,
  type TSalesItemsBody,
  ZSalesByDimension,
  ZSalesByPeriod,
  ZSalesDayReport,
  ZSalesItems,
  ZSalesSummary,
  ZServiceCalls,
} from '@guestloop/contracts';
import { useQuery } from '@tanstack/react-query';
import { getStatQuery, postStatQuery } from './stat-query';

/** POST /stat/sales/summary: the period's sales per currency against the period before. */
export const salesSummaryQuery = (body: TSalesFilters) =>
  postStatQuery('/stat/sales/summary', body, ZSalesSummary);

/** POST /stat/sales/by-period: every bucket of the period, with the hour and weekday profiles. */
export const salesByPeriodQuery = (body: TSalesFilters) =>
  postStatQuery('/stat/sales/by-period', body, ZSalesByPeriod);

/** POST /stat/sales/by-dimension: the sales per location, menu, table group or waiter. */
export const salesByDimensionQuery = (body: TSalesByDimensionBody) =>
  postStatQuery('/stat/sales/by-dimension', body, ZSalesByDimension);

/** POST /stat/sales/items: the items sold, top and bottom sellers. */
export const salesItemsQuery = (body: TSalesItemsBody) =>
  postStatQuery('/stat/sales/items', body, ZSalesItems);

/** POST /stat/service/calls: waiter calls and how fast they were answered. */
export const serviceCallsQuery = (body: TSalesFilters) =>
  postStatQuery('/stat/service/calls', body, ZServiceCalls);

/** GET /stat/sales/day-report: the end-of-day report of one day. */
export const dayReportQuery = (query: TSalesDayReportQuery) =>
  getStatQuery('/stat/sales/day-report', { ...query }, ZSalesDayReport);

export const useSalesSummary = (body: TSalesFilters, enabled = true) =>
  useQuery({ ...salesSummaryQuery(body), enabled });
export const useSalesByPeriod = (body: TSalesFilters, enabled = true) =>
  useQuery({ ...salesByPeriodQuery(body), enabled });
export const useSalesByDimension = (body: TSalesByDimensionBody, enabled = true) =>
  useQuery({ ...salesByDimensionQuery(body), enabled });
export const useSalesItems = (body: TSalesItemsBody, enabled = true) =>
  useQuery({ ...salesItemsQuery(body), enabled });
export const useServiceCalls = (body: TSalesFilters, enabled = true) =>
  useQuery({ ...serviceCallsQuery(body), enabled });
export const useDayReport = (query: TSalesDayReportQuery, enabled = true) =>
  useQuery({ ...dayReportQuery(query), enabled });
