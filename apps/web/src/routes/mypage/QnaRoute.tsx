import { QnaList } from '../../features/mypage/index.js';

/** /mypage/qna: the member's inquiries and their answers. */
export default function QnaRoute() {
  return <QnaList />;
}
