import { useParams } from 'react-router';
import { NoticeDetailView } from '../../features/help/components/NoticeDetailView.js';
import { positiveInt } from '../../features/help/hooks/use-list-params.js';

/** /help/notice/:id, /public/help/notice/:id */
export default function NoticeDetailRoute() {
  const { id } = useParams();
  const noticeId = positiveInt(id ?? null) ?? 0;
  return <NoticeDetailView key={noticeId} id={noticeId} />;
}
