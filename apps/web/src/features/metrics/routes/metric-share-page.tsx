import { useState } from 'react';
import { MetricFrame } from '../components/metric-frame';
import { ShareMethodsPanel } from '../components/share/share-methods-panel';
import { ShareTasksPanel } from '../components/share/share-tasks-panel';
import { TaskDialog } from '../components/share/task-dialog';

/** /user/app/metrics/:slug/share: invitations by e-mail to rate, and how each sending went. */
export function MetricSharePage() {
  const [openTask, setOpenTask] = useState<string | null>(null);
  return (
    <MetricFrame>
      {(metric) => (
        <div className="gl-share-layout">
          <ShareMethodsPanel metric={metric} onExecuted={setOpenTask} />
          <ShareTasksPanel metric={metric} onOpen={setOpenTask} />
          <TaskDialog metricId={metric.id} taskId={openTask} onClose={() => setOpenTask(null)} />
        </div>
      )}
    </MetricFrame>
  );
}
