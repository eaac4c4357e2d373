import { MypageLayout } from '../../features/mypage/components/MypageLayout.js';

/** /mypage/*: title band and section tabs. */
export default function MypageLayoutRoute() {
  return <MypageLayout />;
}
