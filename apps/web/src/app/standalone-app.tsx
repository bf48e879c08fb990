import type { ReactElement, ReactNode } from 'react';
import { OfflineNotice } from '@/components/ui/OfflineNotice';
import type { StandalonePage } from '@/lib/standalone-page';
import { useDocumentTitle } from '@/lib/title';
import { AppProviders } from './App';

function StandaloneShell({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <OfflineNotice />
      {children}
    </>
  );
}

/** A standalone guest page (lib/standalone-page.ts) with the app's providers, once its code is in. */
export async function standaloneApp(
  page: StandalonePage,
  params: Readonly<Record<string, string>>,
): Promise<ReactElement> {
  const render = await page.load();
  return (
    <AppProviders>
      <StandaloneShell title={page.title}>{render(params)}</StandaloneShell>
    </AppProviders>
  );
}
