export {
  listMetrics,
  METRIC_LIST_KEY,
  METRICS_KEY,
  metricListQuery,
  useMetric,
  useMetricList,
} from './metric-list';
