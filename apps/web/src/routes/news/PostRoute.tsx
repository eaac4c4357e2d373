import { useSearchParams } from 'react-router';
import { positiveInt } from '../../features/league/index.js';
import { NewsArticle, NewsList } from '../../features/news/index.js';

/** /news/post: the news list, or one article with `?id=` (the links of catalogue/links.ts newsLink). */
export default function PostRoute() {
  const [searchParams] = useSearchParams();
  const id = positiveInt(searchParams.get('id'));
  return id ? <NewsArticle key={id} id={id} /> : <NewsList />;
}
