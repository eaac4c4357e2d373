import type { ReactNode } from 'react';
import { Page } from '../../../ui/Page.js';
import { useIdParam } from '../hooks/use-id-param.js';
import { DetailNotFound } from './DetailNotFound.js';
import styles from './DetailScreen.module.css';
import { OriginDetail } from './OriginDetail.js';
import { ThemeDetail } from './ThemeDetail.js';
import { VodBrowse } from './VodBrowse.js';

/** /detail, /detail/origin?id=, /detail/theme?id=: the paged VOD lists of spec §2. */
export function DetailScreen({ kind }: { kind: 'default' | 'origin' | 'theme' }) {
  const id = useIdParam();
  let body: ReactNode;
  if (kind === 'default') body = <VodBrowse />;
  else if (id === null) body = <DetailNotFound />;
  // keyed by id: another programme starts from its own first answer, not the last one's placeholder
  else if (kind === 'origin') body = <OriginDetail key={id} id={id} />;
  else body = <ThemeDetail key={id} id={id} />;
  return <Page className={styles.page}>{body}</Page>;
}
