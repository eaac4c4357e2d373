import { NoticeList } from '../../features/help/components/NoticeList.js';

/** /help/notice, /public/help/notice */
export default function NoticeListRoute() {
  return <NoticeList />;
}
