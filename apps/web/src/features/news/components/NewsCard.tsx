import { formatDate, type Locale, type NewsSummary } from '@kickoff/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { cx } from '../../../ui/cx.js';
import { Artwork, newsLink, ResultHiddenBadge } from '../../catalogue/index.js';
import styles from './NewsCard.module.css';

/** The art of a post: its team's colours, else its league's. */
export function newsArt(post: NewsSummary): { colors: [string, string]; mark: string } {
  if (post.team) return { colors: post.team.colors, mark: post.team.code };
  if (post.league) return { colors: post.league.colors, mark: post.league.shortName };
  return { colors: ['#19e28c', '#141b2d'], mark: 'NEWS' };
}

/**
 * A post in a list: drawn art in its team's colours, league tag, title, summary and date; a post whose
 * result is hidden (the member hides scores) carries the "result hidden" badge.
 */
export function NewsCard({ post, featured = false }: { post: NewsSummary; featured?: boolean }) {
  const { i18n } = useTranslation('news');
  const art = newsArt(post);
  return (
    <Link to={newsLink(post.id)} className={cx(styles.card, featured && styles.featured)}>
      <Artwork colors={art.colors} mark={art.mark} className={styles.art} />
      <span className={styles.text}>
        <span className={styles.tags}>
          {post.league ? (
            <span className={styles.tag}>
              <span className={styles.dot} style={{ background: post.league.colors[1] }} aria-hidden="true" />
              {post.league.shortName}
            </span>
          ) : null}
          {post.team ? <span className={styles.team}>{post.team.shortName}</span> : null}
          {post.resultHidden ? <ResultHiddenBadge /> : null}
        </span>
        <span className={styles.title}>{post.title}</span>
        {post.summary ? <span className={styles.summary}>{post.summary}</span> : null}
        <time className={styles.date} dateTime={post.publishedAt}>
          {formatDate(post.publishedAt, i18n.language as Locale, { weekday: true })}
        </time>
      </span>
    </Link>
  );
}
