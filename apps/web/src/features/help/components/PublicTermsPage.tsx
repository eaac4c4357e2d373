import { useTranslation } from '../../../i18n/react.js';
import { PageHeader } from '../../../ui/index.js';
import { Page } from '../../../ui/Page.js';
import { PUBLIC_HELP_PATHS } from '../hooks/help-paths.js';
import { TermsView } from './TermsView.js';

/** /public/terms/privacy[/:id]: the privacy policy for visitors, with its past versions. */
export function PublicTermsPage({ versionId }: { versionId?: number }) {
  const { t } = useTranslation('help');
  return (
    <Page>
      <PageHeader
        title={t('terms.publicTitle')}
        subtitle={t('terms.publicSubtitle')}
        breadcrumb={[
          { label: t('hub.title'), to: `${PUBLIC_HELP_PATHS.base}/notice` },
          { label: t('terms.kinds.privacy') },
        ]}
      />
      <TermsView kind="privacy" versionId={versionId} basePath={PUBLIC_HELP_PATHS.privacy} />
    </Page>
  );
}
