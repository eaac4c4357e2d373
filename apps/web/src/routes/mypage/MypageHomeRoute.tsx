import { MypageHome } from '../../features/mypage/components/MypageHome.js';

/** /mypage */
export default function MypageHomeRoute() {
  return <MypageHome />;
}
