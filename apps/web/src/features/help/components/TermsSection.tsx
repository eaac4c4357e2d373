import { TERMS_KINDS, type TermsKind } from '@kickoff/contract';
import { useTranslation } from '../../../i18n/react.js';
import { Tabs } from '../../../ui/index.js';
import { useHelpPaths } from '../hooks/help-paths.js';
import styles from './TermsSection.module.css';
import { TermsView } from './TermsView.js';

/** The member's terms tab: one chip per kind (use, paid service, privacy, youth protection, policy). */
export function TermsSection({ kind, versionId }: { kind: TermsKind; versionId?: number }) {
  const { t } = useTranslation('help');
  const { base } = useHelpPaths();
  return (
    <div className={styles.section}>
      <Tabs
        variant="pill"
        ariaLabel={t('terms.kindsLabel')}
        value={kind}
        items={TERMS_KINDS.map((k) => ({ key: k, label: t(`terms.kinds.${k}`), to: `${base}/term/${k}` }))}
      />
      <TermsView kind={kind} versionId={versionId} basePath={`${base}/term/${kind}`} />
    </div>
  );
}
