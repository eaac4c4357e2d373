import { useTranslation } from '../../../i18n/react.js';
import { ProgramIcon } from '../../../ui/icons.js';
import { ButtonLink, EmptyState } from '../../../ui/index.js';

/** A detail link without a usable id: say so and lead back to the programmes. */
export function DetailNotFound() {
  const { t } = useTranslation('program');
  return (
    <EmptyState
      icon={<ProgramIcon size={28} />}
      message={t('detail.notFound')}
      description={t('detail.notFoundHint')}
      action={
        <ButtonLink to="/program" variant="secondary">
          {t('detail.backToPrograms')}
        </ButtonLink>
      }
    />
  );
}
