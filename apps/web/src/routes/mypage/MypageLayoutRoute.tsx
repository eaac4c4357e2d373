import { MypageLayout } from '../../features/mypage/index.js';

/** /mypage/*: title band and section tabs. */
export default function MypageLayoutRoute() {
  return <MypageLayout />;
}
