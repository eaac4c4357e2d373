import { formatDateTime, type Locale, type NewsSummary } from '@kickoff/contract';
import { type CSSProperties, useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { SectionHead } from '../../../ui/SectionHead.js';
import { newsLink, ResultHiddenBadge, TeamEmblem } from '../../catalogue/index.js';
import styles from './NewsSection.module.css';

/**
 * The latest news posts as a grid of headlines, each leading to /news/post?id=. A post whose result is
 * hidden (the member hides scores) carries the "result hidden" badge beside its league.
 */
export function NewsSection({ title, posts }: { title: string | null; posts: NewsSummary[] }) {
  const { t, i18n } = useTranslation('home');
  const id = useId();
  if (posts.length === 0) return null;
  // the first post leads, two rows tall, when four others fill the two rows beside it
  const lead = posts.length > 1 && (posts.length - 1) % 4 === 0;
  return (
    <section aria-labelledby={id} data-section="news">
      <SectionHead className={styles.head} id={id} title={title ?? t('news.title')} />
      <ul className={styles.grid}>
        {posts.map((post, i) => (
          <li key={post.id} className={lead && i === 0 ? styles.leadItem : undefined}>
            <Link
              to={newsLink(post.id)}
              className={lead && i === 0 ? `${styles.card} ${styles.lead}` : styles.card}
              style={{ '--league': post.league?.colors[1] ?? 'var(--accent)' } as CSSProperties}
            >
              <span className={styles.top}>
                {post.league ? <span className={styles.league}>{post.league.shortName}</span> : null}
                {post.resultHidden ? <ResultHiddenBadge /> : null}
                <time dateTime={post.publishedAt}>
                  {formatDateTime(post.publishedAt, i18n.language as Locale)}
                </time>
              </span>
              <span className={styles.title}>{post.title}</span>
              <span className={styles.summary}>{post.summary}</span>
              {post.team ? (
                <span className={styles.team}>
                  <TeamEmblem team={post.team} size={18} />
                  {post.team.shortName}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
