import { type EndpointData, formatDateTime, type Locale } from '@kickoff/contract';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../core/document-title.js';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { ArrowLeftIcon, ChevronLeftIcon, ChevronRightIcon, EyeOffIcon } from '../../../ui/icons.js';
import { ButtonLink, EmptyState, MultilineText } from '../../../ui/index.js';
import {
  Artwork,
  leagueLink,
  newsLink,
  ResultHiddenBadge,
  ScoreToggle,
  TeamEmblem,
  useGameTypes,
} from '../../catalogue/index.js';
import { useNewsPost } from '../api/use-news-post.js';
import styles from './NewsArticle.module.css';
import { newsArt } from './NewsCard.js';

/**
 * /news/post?id=: one article (GET /news/post/{id}) — its league and team as tags (each opens the news
 * of that league or team), the body in paragraphs, the previous and next posts and related news. A post
 * whose result is hidden (the member hides scores) shows, instead of its body, a panel saying so with the
 * score switch: turning scores on refetches the catalogue, this post with it.
 */
export function NewsArticle({ id }: { id: number }) {
  const { t } = useTranslation('news');
  const post = useNewsPost(id);
  useDocumentTitle(post.data?.title);
  return (
    <QueryState query={post} minHeight="60vh" retryLabel={t('article.retry')}>
      {(article) => <Article article={article} />}
    </QueryState>
  );
}

function Article({ article }: { article: EndpointData<'news.detail'> }) {
  const { t, i18n } = useTranslation('news');
  const gameTypes = useGameTypes();
  const art = newsArt(article);
  const sportKey = gameTypes.data?.find((g) => g.id === article.league?.gameTypeId)?.key;
  const paragraphs = article.body.split(/\n{2,}/).filter((p) => p.trim() !== '');

  return (
    <div className={styles.layout}>
      <article className={styles.article} aria-labelledby="news-title">
        <Link to="/news/post" className={styles.back}>
          <ArrowLeftIcon size={16} />
          {t('article.back')}
        </Link>
        <ul className={styles.tags} aria-label={t('article.tags')}>
          {article.league ? (
            <li>
              <Link to={`/news/post?league=${article.league.id}`} className={styles.tag}>
                <span
                  className={styles.dot}
                  style={{ background: article.league.colors[1] }}
                  aria-hidden="true"
                />
                {article.league.name}
              </Link>
            </li>
          ) : null}
          {article.team ? (
            <li>
              <Link to={`/news/post?team=${article.team.id}`} className={styles.tag}>
                <TeamEmblem team={article.team} size={16} />
                {article.team.name}
              </Link>
            </li>
          ) : null}
          {article.resultHidden ? (
            <li>
              <ResultHiddenBadge />
            </li>
          ) : null}
        </ul>
        <h2 id="news-title" className={styles.title}>
          {article.title}
        </h2>
        <p className={styles.meta}>
          <time dateTime={article.publishedAt}>
            {formatDateTime(article.publishedAt, i18n.language as Locale, { weekday: true })}
          </time>
        </p>
        <Artwork colors={art.colors} mark={art.mark} className={styles.art} />
        {article.summary ? <p className={styles.lead}>{article.summary}</p> : null}
        {article.resultHidden ? (
          <section className={styles.hidden} aria-labelledby="news-hidden" data-testid="news-result-hidden">
            <EyeOffIcon size={24} className={styles.hiddenIcon} />
            <div className={styles.hiddenText}>
              <h3 id="news-hidden" className={styles.hiddenTitle}>
                {t('article.hiddenTitle')}
              </h3>
              <p>{t('article.hiddenText')}</p>
              <ScoreToggle />
            </div>
          </section>
        ) : null}
        <div className={styles.body} data-testid="news-body">
          {paragraphs.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, never reordered
            <p key={i}>
              <MultilineText text={p} />
            </p>
          ))}
        </div>
        {article.league && sportKey ? (
          <ButtonLink
            to={leagueLink(sportKey, article.league.id)}
            variant="secondary"
            className={styles.leagueButton}
          >
            {t('article.leaguePage', { league: article.league.name })}
          </ButtonLink>
        ) : null}
        <nav className={styles.neighbours} aria-label={t('article.neighbours')}>
          {article.prevId ? (
            <Link to={newsLink(article.prevId)} className={styles.neighbour}>
              <ChevronLeftIcon size={16} />
              {t('article.prev')}
            </Link>
          ) : (
            <span />
          )}
          {article.nextId ? (
            <Link to={newsLink(article.nextId)} className={styles.neighbour}>
              {t('article.next')}
              <ChevronRightIcon size={16} />
            </Link>
          ) : null}
        </nav>
      </article>

      <aside className={styles.aside} aria-labelledby="news-related">
        <h2 id="news-related" className={styles.asideTitle}>
          {t('article.related')}
        </h2>
        {article.related.length === 0 ? (
          <EmptyState compact message={t('article.noRelated')} />
        ) : (
          <ul className={styles.related} data-testid="news-related">
            {article.related.map((r) => {
              const rArt = newsArt(r);
              return (
                <li key={r.id}>
                  <Link to={newsLink(r.id)} className={styles.relatedItem}>
                    <Artwork colors={rArt.colors} mark={rArt.mark} className={styles.relatedArt} />
                    <span className={styles.relatedText}>
                      <span className={styles.relatedTitle}>{r.title}</span>
                      {r.resultHidden ? <ResultHiddenBadge className={styles.relatedBadge} /> : null}
                      <time className={styles.relatedDate} dateTime={r.publishedAt}>
                        {formatDateTime(r.publishedAt, i18n.language as Locale)}
                      </time>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </aside>
    </div>
  );
}
