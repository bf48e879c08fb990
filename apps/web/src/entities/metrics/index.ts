export { listMetrics, METRIC_LIST_KEY, METRICS_KEY, metricListQuery, useMetricList } from './metric-list';
