import { MypageHome } from '../../features/mypage/index.js';

/** /mypage */
export default function MypageHomeRoute() {
  return <MypageHome />;
}
