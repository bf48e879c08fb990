// The frame's and buttons' styles first: the blocks' and forms' refine them.
import '../components/qr-page.css';
import '../components/blocks.css';
import '../components/forms.css';
import type { TQrInfoPublic } from '@guestloop/contracts';
import { useEffect, useRef } from 'react';
import { GuestPageFrame } from '@/components/ui/GuestPageFrame';
import { PageLoader } from '@/components/ui/PageLoader';
import { QueryStateCore } from '@/components/ui/QueryStateCore';
import { usePageTitle } from '@/lib/title';
import { reportView } from '../api/counters';
import { usePublicQrInfo } from '../api/get-public-qr-info';
import { BlockList } from '../components/block-list';
import { Icon } from '../components/icons';
import { QrPageProvider } from '../components/page-context';
import { PageHeader } from '../components/page-header';
import { LoadFailedScreen, UnavailableScreen } from '../components/problem-screens';
import type { PageOrigin } from '../model/page-origin';
import { buttonStyleClass, themeStyle } from '../model/theme';
import { useNow } from '../model/use-now';

/** The page once read: counted as viewed once it is on screen, its blocks on its own clock. */
function QrPageView({ page }: { page: TQrInfoPublic }) {
  const now = useNow();
  const tableId = page.table?.id;
  // Once per page and table, not again when the page is read again or drawn twice in development.
  const counted = useRef<string | null>(null);
  useEffect(() => {
    const key = `${page.slug} ${tableId ?? ''}`;
    if (counted.current === key) return;
    counted.current = key;
    reportView(page.slug, tableId);
  }, [page.slug, tableId]);
  return (
    <QrPageProvider slug={page.slug} tableId={tableId} timeZone={page.timeZone} now={now}>
      <PageHeader page={page} />
      <BlockList blocks={page.blocks} />
    </QrPageProvider>
  );
}

/**
 * /user/p/qr/:slug (?table= or ?location= from a table's or a location's QR code): the venue's
 * page of blocks, in the venue's colours.
 */
export function QrPage({ slug, origin }: { slug: string; origin: PageOrigin }) {
  const query = usePublicQrInfo(slug, origin);
  const page = query.data;
  usePageTitle(page?.title);
  const themed = page
    ? `qp ${buttonStyleClass(page.theme)}${page.theme.backgroundImage ? ' qp--image' : ''}`
    : 'qp';
  return (
    <div className={themed} style={page ? themeStyle(page.theme) : undefined}>
      <GuestPageFrame globe={<Icon name="globe" />}>
        <QueryStateCore
          query={query}
          loading={<PageLoader />}
          notFound={<UnavailableScreen />}
          error={(error, retry) => <LoadFailedScreen error={error} retry={retry} />}
        >
          {(data) => <QrPageView page={data} />}
        </QueryStateCore>
      </GuestPageFrame>
    </div>
  );
}
