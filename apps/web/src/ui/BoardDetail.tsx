import { type Attachment, formatDateTime } from '@kickoff/contract';
import { type ReactNode, useId, useState } from 'react';
import { downloadFile } from '../core/api-client.js';
import { useTranslation } from '../i18n/react.js';
import { Badge } from './Badge.js';
import styles from './BoardDetail.module.css';
import { Button } from './Button.js';
import { DownloadIcon, FileIcon } from './icons.js';
import { LazyImage } from './LazyImage.js';
import { MultilineText } from './MultilineText.js';

export interface BoardDetailProps {
  title: ReactNode;
  /** ISO date-time, shown as `YYYY.MM.DD HH:mm` in Japan time. */
  createdAt: string;
  /** A small label above the title (e.g. the notice category). */
  category?: ReactNode;
  /** Plain text: line breaks are shown as line breaks, markup is shown as text (never parsed). */
  content: string;
  images?: Attachment[];
  files?: Attachment[];
  onBack: () => void;
  backLabel?: string;
  /** Slots under the post, e.g. links to the previous and next posts. */
  prev?: ReactNode;
  next?: ReactNode;
  /** Extra content after the body (e.g. an event's winner announcement). */
  children?: ReactNode;
}

/** Board detail of spec §2: title, date, body, images, files with download and the back button. */
export function BoardDetail({
  title,
  createdAt,
  category,
  content,
  images = [],
  files = [],
  onBack,
  backLabel,
  prev,
  next,
  children,
}: BoardDetailProps) {
  const { t } = useTranslation('ui');
  const filesTitleId = useId();
  return (
    <article className={styles.detail}>
      <header className={styles.head}>
        {category && (
          <Badge tone="accent" className={styles.category}>
            {category}
          </Badge>
        )}
        <h2 className={styles.title}>{title}</h2>
        <time className={styles.date} dateTime={createdAt}>
          {formatDateTime(createdAt)}
        </time>
      </header>

      <div className={styles.body}>
        {images.length > 0 && (
          <div className={styles.images}>
            {images.map((image, i) => (
              <LazyImage
                // biome-ignore lint/suspicious/noArrayIndexKey: a post's attachments are fixed and may repeat a url
                key={`${image.url}-${i}`}
                src={image.url}
                alt={image.name}
                className={styles.image}
              />
            ))}
          </div>
        )}
        <p className={styles.content}>
          <MultilineText text={content} />
        </p>
        {children}
      </div>

      {files.length > 0 && (
        <section className={styles.files} aria-labelledby={filesTitleId}>
          <h3 id={filesTitleId} className={styles.filesTitle}>
            {t('board.attachments')}
            <span className={styles.count}>{files.length}</span>
          </h3>
          <ul className={styles.fileList}>
            {files.map((file, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a post's attachments are fixed and may repeat a url
              <FileRow key={`${file.url}-${i}`} file={file} />
            ))}
          </ul>
        </section>
      )}

      {(prev || next) && (
        <nav className={styles.postNav} aria-label={t('board.postNav')}>
          {prev && <div className={styles.navItem}>{prev}</div>}
          {next && <div className={styles.navItem}>{next}</div>}
        </nav>
      )}

      <div className={styles.actions}>
        <Button variant="secondary" size="lg" onClick={onBack} className={styles.back}>
          {backLabel ?? t('board.back')}
        </Button>
      </div>
    </article>
  );
}

function FileRow({ file }: { file: Attachment }) {
  const { t } = useTranslation('ui');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(file.url, file.name);
    } catch (error) {
      // spec §8: a failed download is only logged
      console.warn('[board] file download failed', file.name, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.file}>
      <FileIcon size={18} className={styles.fileIcon} />
      <span className={styles.fileName} title={file.name}>
        {file.name}
      </span>
      <Button
        variant="ghost"
        size="sm"
        loading={busy}
        icon={<DownloadIcon size={16} />}
        aria-label={t('board.downloadFile', { name: file.name })}
        onClick={download}
        className={styles.download}
      >
        <span className={styles.downloadLabel}>{busy ? t('board.downloading') : t('board.download')}</span>
      </Button>
    </li>
  );
}
