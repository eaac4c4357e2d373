import { type TeamSeed, teamsOf } from './types.js';

/**
 * Neo League clubs. Division 1 keeps the twelve clubs and grounds of help-text.ts (NEO_CLUBS, same
 * order, so the round CSV files of the notices name the same fixtures); 甲斐フォレスト and 若葉台SC
 * came up from division 2 last season, 葵台ヴィクトリー and 夕凪ブリーズ went down.
 */
export const NEO1_CLUBS: TeamSeed[] = teamsOf('football', [
  'regalia;TOH;1951;#1d3b8b,#d4af37;1.3;1.5;東都レガリア|도토 레갈리아|Tohto Regalia;東都|도토|Tohto;=;東都スタジアム|도토 스타디움|Tohto Stadium',
  'hokurei;HKR;1964;#0f5132,#e9ecef;1.32;1.3;北嶺ユナイテッド|호쿠레이 유나이티드|Hokurei United;北嶺|호쿠레이|Hokurei;=;北嶺ドームフィールド|호쿠레이 돔 필드|Hokurei Dome Field',
  'minato;MHK;1972;#0077b6,#90e0ef;1.12;1.2;みなと碧海FC|미나토 헤키카이 FC|Minato Hekikai FC;碧海|헤키카이|Hekikai;みなと|미나토|Minato;みなとベイスタジアム|미나토 베이 스타디움|Minato Bay Stadium',
  'sakura;SKS;1986;#e75480,#ffffff;1.02;1.1;桜ヶ丘スターズ|사쿠라가오카 스타즈|Sakuragaoka Stars;桜ヶ丘|사쿠라가오카|Sakuragaoka;=;桜ヶ丘陸上競技場|사쿠라가오카 육상경기장|Sakuragaoka Athletics Stadium',
  'grants;MRG;1994;#2e7d32,#fbc02d;0.98;1.0;杜の都グランツ|모리노미야코 그랜츠|Morinomiyako Grants;杜の都|모리노미야코|Morinomiyako;=;杜の都フットボールパーク|모리노미야코 풋볼 파크|Morinomiyako Football Park',
  'bravers;NBR;1957;#6a1b9a,#ff6f00;1.15;1.35;浪速ブレイバーズ|나니와 브레이버스|Naniwa Bravers;浪速|나니와|Naniwa;=;浪速臨海スタジアム|나니와 임해 스타디움|Naniwa Waterfront Stadium',
  'orca;STO;1979;#03396c,#f5f5f5;0.95;0.9;瀬戸内オルカ|세토우치 오르카|Setouchi Orca;瀬戸内|세토우치|Setouchi;=;瀬戸内シーサイドスタジアム|세토우치 시사이드 스타디움|Setouchi Seaside Stadium',
  'wave;GKW;1990;#00838f,#ffeb3b;0.97;0.95;玄海ウェーブ|겐카이 웨이브|Genkai Wave;玄海|겐카이|Genkai;=;玄海スポーツパーク|겐카이 스포츠 파크|Genkai Sports Park',
  'alpen;SNA;1998;#37474f,#81d4fa;0.92;0.8;信濃アルペンFC|시나노 알펜 FC|Shinano Alpen FC;信濃|시나노|Shinano;=;信濃高原スタジアム|시나노 고원 스타디움|Shinano Highland Stadium',
  'seagulls;BSG;1983;#f4a300,#0b3c5d;0.94;0.85;房総シーガルズ|보소 시걸스|Boso Seagulls;房総|보소|Boso;=;房総フットボールセンター|보소 풋볼 센터|Boso Football Centre',
  'forest;KAI;2001;#1b5e20,#a5d6a7;0.86;0.75;甲斐フォレスト|가이 포레스트|Kai Forest;甲斐|가이|Kai;=;甲斐フォレストアリーナ|가이 포레스트 아레나|Kai Forest Arena',
  'wakaba;WKB;2005;#8bc34a,#263238;0.87;0.7;若葉台SC|와카바다이 SC|Wakabadai SC;若葉台|와카바다이|Wakabadai;=;若葉台メモリアルスタジアム|와카바다이 메모리얼 스타디움|Wakabadai Memorial Stadium',
]);

export const NEO2_CLUBS: TeamSeed[] = teamsOf('football', [
  'victory;AOV;1968;#283593,#ffca28;0.84;0.8;葵台ヴィクトリー|아오이다이 빅토리|Aoidai Victory;葵台|아오이다이|Aoidai;=;葵台スタジアム|아오이다이 스타디움|Aoidai Stadium',
  'breeze;YNB;1975;#c62828,#212121;0.83;0.75;夕凪ブリーズ|유나기 브리즈|Yunagi Breeze;夕凪|유나기|Yunagi;=;夕凪海浜公園スタジアム|유나기 해변공원 스타디움|Yunagi Seaside Park Stadium',
  'yukimi;YKM;1996;#4fc3f7,#ffffff;0.72;0.5;雪見台FC|유키미다이 FC|Yukimidai FC;雪見台|유키미다이|Yukimidai;=;雪見台陸上競技場|유키미다이 육상경기장|Yukimidai Athletics Stadium',
  'falke;TKF;1999;#5d4037,#ffb300;0.78;0.55;鷹ノ巣ファルケ|다카노스 팔케|Takanosu Falke;鷹ノ巣|다카노스|Takanosu;=;鷹ノ巣フィールド|다카노스 필드|Takanosu Field',
  'momiji;MMJ;2003;#e65100,#fff3e0;0.7;0.5;紅葉坂FC|모미지자카 FC|Momijizaka FC;紅葉坂|모미지자카|Momijizaka;=;紅葉坂スタジアム|모미지자카 스타디움|Momijizaka Stadium',
  'stream;TNS;1992;#006064,#80deea;0.74;0.5;天竜ストリーム|덴류 스트림|Tenryu Stream;天竜|덴류|Tenryu;=;天竜リバーサイドスタジアム|덴류 리버사이드 스타디움|Tenryu Riverside Stadium',
  'winds;ENW;1988;#00897b,#ffffff;0.73;0.55;遠州ウインズ|엔슈 윈즈|Enshu Winds;遠州|엔슈|Enshu;=;遠州グリーンスタジアム|엔슈 그린 스타디움|Enshu Green Stadium',
  'ariake;ARK;2008;#1565c0,#ff7043;0.69;0.45;有明FC|아리아케 FC|Ariake FC;有明|아리아케|Ariake;=;有明ベイサイドパーク|아리아케 베이사이드 파크|Ariake Bayside Park',
  'johoku;JHA;1970;#ad1457,#fce4ec;0.77;0.6;城北アスレティック|조호쿠 애슬레틱|Johoku Athletic;城北|조호쿠|Johoku;=;城北フットボールスタジアム|조호쿠 풋볼 스타디움|Johoku Football Stadium',
  'hoshi;HSH;2011;#311b92,#ffd54f;0.66;0.4;星ヶ浜SC|호시가하마 SC|Hoshigahama SC;星ヶ浜|호시가하마|Hoshigahama;=;星ヶ浜スタジアム|호시가하마 스타디움|Hoshigahama Stadium',
  'spark;KHS;2006;#0288d1,#f9a825;0.68;0.45;湖北スパーク|고호쿠 스파크|Kohoku Spark;湖北|고호쿠|Kohoku;=;湖北レイクサイドスタジアム|고호쿠 레이크사이드 스타디움|Kohoku Lakeside Stadium',
  'kickers;INK;2014;#9e9d24,#3e2723;0.65;0.4;稲穂キッカーズ|이나호 키커스|Inaho Kickers;稲穂|이나호|Inaho;=;稲穂の郷スタジアム|이나호노사토 스타디움|Inaho-no-Sato Stadium',
]);
