import { formatDate, type Locale, type NewsSummary } from '@kickoff/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { newsLink, ResultHiddenBadge } from '../../catalogue/index.js';
import styles from './LeagueSections.module.css';
import { Section } from './Section.js';

/** The league's latest news (from its home answer), leading to the articles and the league's news list. */
export function LeagueNews({ leagueId, posts }: { leagueId: number; posts: NewsSummary[] }) {
  const { t, i18n } = useTranslation('league');
  if (posts.length === 0) return null;
  return (
    <Section
      title={t('sections.news')}
      testId="league-news"
      moreTo={`/news/post?league=${leagueId}`}
      moreLabel={t('more.news')}
    >
      <ul className={styles.news}>
        {posts.map((post) => (
          <li key={post.id}>
            <Link to={newsLink(post.id)} className={styles.newsItem}>
              <span
                className={styles.newsBar}
                style={{ background: (post.team ?? post.league)?.colors[0] }}
                aria-hidden="true"
              />
              <span className={styles.newsText}>
                <span className={styles.newsTitle}>{post.title}</span>
                {post.resultHidden ? <ResultHiddenBadge className={styles.newsBadge} /> : null}
                <span className={styles.newsMeta}>
                  {formatDate(post.publishedAt, i18n.language as Locale)}
                  {post.team ? ` · ${post.team.shortName}` : ''}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
