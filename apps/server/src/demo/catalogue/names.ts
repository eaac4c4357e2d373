import { type L10n, l } from '../help-text.js';
import type { Rng } from './random.js';

/**
 * Fictional people for the rosters: common Japanese family and given names combined at random (given
 * names that would recall a famous athlete are left out), and a few invented import players.
 * Each entry is [Japanese, Korean, English].
 */
type Name3 = readonly [string, string, string];

const FAMILY: Name3[] = [
  ['佐藤', '사토', 'Sato'],
  ['鈴木', '스즈키', 'Suzuki'],
  ['高橋', '다카하시', 'Takahashi'],
  ['田中', '다나카', 'Tanaka'],
  ['伊藤', '이토', 'Ito'],
  ['渡辺', '와타나베', 'Watanabe'],
  ['山本', '야마모토', 'Yamamoto'],
  ['中村', '나카무라', 'Nakamura'],
  ['小林', '고바야시', 'Kobayashi'],
  ['加藤', '가토', 'Kato'],
  ['吉田', '요시다', 'Yoshida'],
  ['山田', '야마다', 'Yamada'],
  ['佐々木', '사사키', 'Sasaki'],
  ['山口', '야마구치', 'Yamaguchi'],
  ['松本', '마쓰모토', 'Matsumoto'],
  ['井上', '이노우에', 'Inoue'],
  ['木村', '기무라', 'Kimura'],
  ['林', '하야시', 'Hayashi'],
  ['斎藤', '사이토', 'Saito'],
  ['清水', '시미즈', 'Shimizu'],
  ['山崎', '야마자키', 'Yamazaki'],
  ['森', '모리', 'Mori'],
  ['池田', '이케다', 'Ikeda'],
  ['橋本', '하시모토', 'Hashimoto'],
  ['阿部', '아베', 'Abe'],
  ['石川', '이시카와', 'Ishikawa'],
  ['山下', '야마시타', 'Yamashita'],
  ['中島', '나카지마', 'Nakajima'],
  ['石井', '이시이', 'Ishii'],
  ['小川', '오가와', 'Ogawa'],
  ['前田', '마에다', 'Maeda'],
  ['岡田', '오카다', 'Okada'],
  ['長谷川', '하세가와', 'Hasegawa'],
  ['藤田', '후지타', 'Fujita'],
  ['後藤', '고토', 'Goto'],
  ['近藤', '곤도', 'Kondo'],
  ['村上', '무라카미', 'Murakami'],
  ['遠藤', '엔도', 'Endo'],
  ['青木', '아오키', 'Aoki'],
  ['坂本', '사카모토', 'Sakamoto'],
  ['福田', '후쿠다', 'Fukuda'],
  ['太田', '오타', 'Ota'],
  ['西村', '니시무라', 'Nishimura'],
  ['藤井', '후지이', 'Fujii'],
  ['金子', '가네코', 'Kaneko'],
  ['岡本', '오카모토', 'Okamoto'],
  ['藤原', '후지와라', 'Fujiwara'],
  ['中野', '나카노', 'Nakano'],
  ['三浦', '미우라', 'Miura'],
  ['原田', '하라다', 'Harada'],
  ['中川', '나카가와', 'Nakagawa'],
  ['松田', '마쓰다', 'Matsuda'],
  ['竹内', '다케우치', 'Takeuchi'],
  ['小野', '오노', 'Ono'],
  ['田村', '다무라', 'Tamura'],
  ['中山', '나카야마', 'Nakayama'],
  ['和田', '와다', 'Wada'],
  ['石田', '이시다', 'Ishida'],
  ['森田', '모리타', 'Morita'],
  ['上田', '우에다', 'Ueda'],
  ['柴田', '시바타', 'Shibata'],
  ['酒井', '사카이', 'Sakai'],
  ['工藤', '구도', 'Kudo'],
  ['横山', '요코야마', 'Yokoyama'],
  ['宮崎', '미야자키', 'Miyazaki'],
  ['宮本', '미야모토', 'Miyamoto'],
  ['内田', '우치다', 'Uchida'],
  ['高木', '다카기', 'Takagi'],
  ['安藤', '안도', 'Ando'],
  ['島田', '시마다', 'Shimada'],
  ['谷口', '다니구치', 'Taniguchi'],
  ['丸山', '마루야마', 'Maruyama'],
  ['今井', '이마이', 'Imai'],
  ['高田', '다카다', 'Takada'],
  ['藤本', '후지모토', 'Fujimoto'],
  ['武田', '다케다', 'Takeda'],
  ['村田', '무라타', 'Murata'],
  ['上野', '우에노', 'Ueno'],
  ['杉山', '스기야마', 'Sugiyama'],
  ['増田', '마스다', 'Masuda'],
  ['大塚', '오쓰카', 'Otsuka'],
  ['千葉', '지바', 'Chiba'],
  ['久保', '구보', 'Kubo'],
  ['野口', '노구치', 'Noguchi'],
  ['菅原', '스가와라', 'Sugawara'],
  ['平野', '히라노', 'Hirano'],
];

const GIVEN: Name3[] = [
  ['悠真', '유마', 'Yuma'],
  ['蓮', '렌', 'Ren'],
  ['陽翔', '하루토', 'Haruto'],
  ['湊', '미나토', 'Minato'],
  ['大和', '야마토', 'Yamato'],
  ['樹', '이쓰키', 'Itsuki'],
  ['颯太', '소타', 'Sota'],
  ['陸', '리쿠', 'Riku'],
  ['海斗', '가이토', 'Kaito'],
  ['悠斗', '유토', 'Yuto'],
  ['蒼', '아오이', 'Aoi'],
  ['大翔', '히로토', 'Hiroto'],
  ['拓海', '다쿠미', 'Takumi'],
  ['健太', '겐타', 'Kenta'],
  ['亮太', '료타', 'Ryota'],
  ['翔太', '쇼타', 'Shota'],
  ['和也', '가즈야', 'Kazuya'],
  ['直樹', '나오키', 'Naoki'],
  ['雄大', '유다이', 'Yudai'],
  ['竜也', '다쓰야', 'Tatsuya'],
  ['智也', '도모야', 'Tomoya'],
  ['康介', '고스케', 'Kosuke'],
  ['啓太', '게이타', 'Keita'],
  ['隼人', '하야토', 'Hayato'],
  ['駿', '슌', 'Shun'],
  ['航', '와타루', 'Wataru'],
  ['誠', '마코토', 'Makoto'],
  ['剛', '쓰요시', 'Tsuyoshi'],
  ['慎吾', '신고', 'Shingo'],
  ['雅人', '마사토', 'Masato'],
  ['浩二', '고지', 'Koji'],
  ['大地', '다이치', 'Daichi'],
  ['空', '소라', 'Sora'],
  ['陽太', '요타', 'Yota'],
  ['瑛太', '에이타', 'Eita'],
  ['凌', '료', 'Ryo'],
  ['圭', '게이', 'Kei'],
  ['秀人', '히데토', 'Hideto'],
  ['一真', '가즈마', 'Kazuma'],
  ['光', '히카루', 'Hikaru'],
  ['仁', '진', 'Jin'],
  ['涼介', '료스케', 'Ryosuke'],
  ['祐希', '유키', 'Yuki'],
  ['京介', '교스케', 'Kyosuke'],
  ['太陽', '다이요', 'Taiyo'],
  ['聖也', '세이야', 'Seiya'],
  ['克也', '가쓰야', 'Katsuya'],
  ['龍之介', '류노스케', 'Ryunosuke'],
  ['一輝', '가즈키', 'Kazuki'],
  ['壮真', '소마', 'Soma'],
  ['新', '아라타', 'Arata'],
  ['瑞樹', '미즈키', 'Mizuki'],
  ['将吾', '쇼고', 'Shogo'],
  ['龍馬', '료마', 'Ryoma'],
  ['晴', '하루', 'Haru'],
  ['歩夢', '아유무', 'Ayumu'],
  ['優太', '유타', 'Yuta'],
  ['恭平', '교헤이', 'Kyohei'],
  ['修平', '슈헤이', 'Shuhei'],
  ['洸', '고', 'Ko'],
];

const IMPORT_FIRST: Name3[] = [
  ['マーカス', '마커스', 'Marcus'],
  ['ジャマール', '자말', 'Jamal'],
  ['デショーン', '디숀', 'DeShawn'],
  ['タイラー', '타일러', 'Tyler'],
  ['アンドレ', '안드레', 'Andre'],
  ['ケビン', '케빈', 'Kevin'],
  ['ダリウス', '다리우스', 'Darius'],
  ['ルーカス', '루카스', 'Lucas'],
  ['ジョーダン', '조던', 'Jordan'],
  ['ネイサン', '네이선', 'Nathan'],
  ['カルロス', '카를로스', 'Carlos'],
  ['ラファエル', '라파엘', 'Rafael'],
  ['イーサン', '이선', 'Ethan'],
  ['ブランドン', '브랜던', 'Brandon'],
];

const IMPORT_FAMILY: Name3[] = [
  ['ブルックス', '브룩스', 'Brooks'],
  ['ワトキンス', '왓킨스', 'Watkins'],
  ['オルセン', '올슨', 'Olsen'],
  ['ヘイズ', '헤이즈', 'Hayes'],
  ['ベイリー', '베일리', 'Bailey'],
  ['フォード', '포드', 'Ford'],
  ['メンドーサ', '멘도사', 'Mendoza'],
  ['カルデナス', '카르데나스', 'Cardenas'],
  ['ホロウェイ', '홀러웨이', 'Holloway'],
  ['ランドール', '랜들', 'Randall'],
  ['ペンバートン', '펨버턴', 'Pemberton'],
  ['オコンクォ', '오콘쿼', 'Okonkwo'],
];

/** A Japanese name: 佐藤 悠真 / 사토 유마 / Yuma Sato. `used` keeps names unique within a roster. */
export function japaneseName(r: Rng, used: Set<string>): L10n {
  for (;;) {
    const [fj, fk, fe] = r.pick(FAMILY);
    const [gj, gk, ge] = r.pick(GIVEN);
    const key = `${fj}${gj}`;
    if (used.has(key)) continue;
    used.add(key);
    return l(`${fj} ${gj}`, `${fk} ${gk}`, `${ge} ${fe}`);
  }
}

/** An invented import player: マーカス・ブルックス / 마커스 브룩스 / Marcus Brooks. */
export function importName(r: Rng, used: Set<string>): L10n {
  for (;;) {
    const [fj, fk, fe] = r.pick(IMPORT_FIRST);
    const [lj, lk, le] = r.pick(IMPORT_FAMILY);
    const key = `${fj}${lj}`;
    if (used.has(key)) continue;
    used.add(key);
    return l(`${fj}・${lj}`, `${fk} ${lk}`, `${fe} ${le}`);
  }
}
