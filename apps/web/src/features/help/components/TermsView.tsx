import { formatDate, isLocale, type TermsKind } from '@kickoff/contract';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../core/api-client.js';
import { useDocumentTitle } from '../../../core/document-title.js';
import { errorMessage } from '../../../core/error-message.js';
import { useTranslation } from '../../../i18n/react.js';
import { Badge } from '../../../ui/Badge.js';
import { DocumentIcon } from '../../../ui/icons.js';
import { Button, EmptyState, ErrorState, LoadingBlock, Select } from '../../../ui/index.js';
import { MultilineText } from '../../../ui/MultilineText.js';
import { useTerms } from '../api/use-terms.js';
import styles from './TermsView.module.css';

interface TermsViewProps {
  kind: TermsKind;
  /** A past (or the current) version; without it, the version in force. */
  versionId?: number;
  /** Path of the kind's current version, e.g. `/public/terms/privacy`; a version is `${basePath}/${id}`. */
  basePath: string;
}

/** Terms of one kind: title, effective date, a version selector and the text with its line breaks. */
export function TermsView({ kind, versionId, basePath }: TermsViewProps) {
  const { t, i18n } = useTranslation('help');
  const locale = isLocale(i18n.language) ? i18n.language : 'ja';
  const navigate = useNavigate();
  const terms = useTerms(versionId ?? kind);
  const titleId = useId();
  const data = terms.data && terms.data.kind === kind ? terms.data : undefined;
  useDocumentTitle(data?.title);

  if (terms.isPending) return <LoadingBlock minHeight="420px" />;
  if (!data) {
    const missing = !terms.isError || (terms.error instanceof ApiError && terms.error.status === 404);
    return missing ? (
      <EmptyState
        icon={<DocumentIcon size={28} />}
        message={t('terms.notFound')}
        action={
          versionId !== undefined && (
            <Button variant="secondary" onClick={() => navigate(basePath)}>
              {t('terms.viewCurrent')}
            </Button>
          )
        }
      />
    ) : (
      <ErrorState
        message={errorMessage(terms.error, t)}
        onRetry={() => void terms.refetch()}
        retrying={terms.isFetching}
      />
    );
  }

  const effective = formatDate(data.effectiveAt, locale);
  return (
    <article className={styles.terms} aria-labelledby={titleId} data-testid="terms">
      <header className={styles.head}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {data.title}
          </h2>
          <p className={styles.meta}>
            <span>{t('terms.effectiveAt', { date: effective })}</span>
            <Badge tone={data.current ? 'accent' : 'neutral'}>
              {data.current ? t('terms.current') : t('terms.past')}
            </Badge>
          </p>
        </div>
        {data.versions.length > 0 && (
          <Select
            label={t('terms.version')}
            fieldClassName={styles.version}
            value={String(data.id)}
            data-testid="terms-version"
            options={data.versions.map((version) => ({
              value: String(version.id),
              label: t(version.current ? 'terms.versionOptionCurrent' : 'terms.versionOption', {
                date: formatDate(version.effectiveAt, locale),
              }),
            }))}
            onChange={(event) => {
              const chosen = data.versions.find((version) => String(version.id) === event.target.value);
              if (chosen) navigate(chosen.current ? basePath : `${basePath}/${chosen.id}`);
            }}
          />
        )}
      </header>
      {!data.current && (
        <p className={styles.notice} role="note">
          <span>{t('terms.pastNotice', { date: effective })}</span>
          <Link to={basePath} className={styles.noticeLink}>
            {t('terms.viewCurrent')}
          </Link>
        </p>
      )}
      <div className={styles.content}>
        <MultilineText text={data.content} />
      </div>
    </article>
  );
}
