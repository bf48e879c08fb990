import { MetricEditor } from '../components/editor/metric-editor';
import { MetricFrame } from '../components/metric-frame';

/** /user/app/metrics/:slug: one metric's editor with a live preview of the guest's page. */
export function MetricPage() {
  return (
    <MetricFrame>
      {/* Keyed by id: another metric gets a fresh form. */}
      {(metric) => <MetricEditor key={metric.id} metric={metric} />}
    </MetricFrame>
  );
}
