import { NoticeList } from '../../features/help/index.js';

/** /help/notice, /public/help/notice */
export default function NoticeListRoute() {
  return <NoticeList />;
}
