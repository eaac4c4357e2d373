/** The mypage feature: what routes, the app shell and other features use of it. */
export { MypageHome } from './components/MypageHome.js';
export { MypageLayout } from './components/MypageLayout.js';
export { QnaList } from './components/QnaList.js';
