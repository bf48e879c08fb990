import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LazyErrorFallback } from '@/components/ui/LazyErrorFallback';
import { componentFromStack, logError } from './error-log';

interface Props {
  children: ReactNode;
  fallback?: ReactNode;
}

/** Catches render errors of its subtree, logs them (SPEC point 3) and shows the fallback. */
export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    void logError(error, {
      component: componentFromStack(info.componentStack),
      info: info.componentStack ?? undefined,
    });
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback ?? <LazyErrorFallback />;
    return this.props.children;
  }
}
