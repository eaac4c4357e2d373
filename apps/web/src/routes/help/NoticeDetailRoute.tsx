import { useParams } from 'react-router';
import { NoticeDetailView, positiveInt } from '../../features/help/index.js';

/** /help/notice/:id, /public/help/notice/:id */
export default function NoticeDetailRoute() {
  const { id } = useParams();
  const noticeId = positiveInt(id ?? null) ?? 0;
  return <NoticeDetailView key={noticeId} id={noticeId} />;
}
