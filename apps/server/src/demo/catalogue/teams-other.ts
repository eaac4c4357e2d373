import { type TeamSeed, teamsOf } from './types.js';

/** Pacific Baseball League: the six clubs the help notices name (opening day, playoffs, Final Series). */
export const PBL_CLUBS: TeamSeed[] = teamsOf('baseball', [
  'dolphins;SHD;1950;#0096c7,#ffffff;1.1;1.4;潮見ドルフィンズ|시오미 돌핀스|Shiomi Dolphins;潮見|시오미|Shiomi;=;潮見マリンスタジアム|시오미 마린 스타디움|Shiomi Marine Stadium',
  'thunders;SMT;1954;#ffd60a,#1d1d1d;1.03;1.1;白峰サンダース|시라미네 선더스|Shiramine Thunders;白峰|시라미네|Shiramine;=;白峰ドーム|시라미네 돔|Shiramine Dome',
  'falcons;GNF;1961;#3a0ca3,#c0c0c0;1.07;1.25;銀河ファルコンズ|긴가 팰컨스|Ginga Falcons;銀河|긴가|Ginga;=;銀河スタジアム|긴가 스타디움|Ginga Stadium',
  'marines;KNM;1949;#023e8a,#e63946;0.97;1.0;港南マリンズ|고난 마린스|Konan Marines;港南|고난|Konan;=;港南ベイパーク|고난 베이 파크|Konan Bay Park',
  'bears;HKB;1958;#5c4033,#f4a261;0.95;0.95;北斗ベアーズ|호쿠토 베어스|Hokuto Bears;北斗|호쿠토|Hokuto;=;北斗ボールパーク|호쿠토 볼파크|Hokuto Ballpark',
  'kings;SZK;1973;#b5179e,#ffba08;0.93;0.9;朱雀キングス|스자쿠 킹스|Suzaku Kings;朱雀|스자쿠|Suzaku;=;朱雀球場|스자쿠 구장|Suzaku Ballpark',
]);

/** The two selections that join the six PBL clubs' young players in the winter league. */
export const WINTER_SELECTIONS: TeamSeed[] = teamsOf('baseball', [
  'indep;IDL;2019;#264653,#e9c46a;0.94;0.45;独立リーグ選抜|독립리그 선발|Independent League Select;独立選抜|독립 선발|Indep. Select;南洋|난요|Nan-yo;南洋市民球場|난요 시민 구장|Nan-yo Municipal Ballpark',
  'works;CRP;2019;#6d597a,#eaac8b;0.92;0.4;社会人野球選抜|사회인 야구 선발|Corporate League Select;社会人選抜|사회인 선발|Corp. Select;南洋|난요|Nan-yo;南洋第二球場|난요 제2구장|Nan-yo Ballpark No. 2',
]);

/** B.NEXT basketball: 千早シューターズ, 鳴海ブレイズ, 蒼天ライジング and 北陸グリフォンズ come from the notices. */
export const BNEXT_CLUBS: TeamSeed[] = teamsOf('basketball', [
  'shooters;CHS;2008;#ff6b00,#1a1a2e;1.22;1.35;千早シューターズ|치하야 슈터스|Chihaya Shooters;千早|치하야|Chihaya;=;千早アリーナ|치하야 아레나|Chihaya Arena',
  'blaze;NRB;2010;#d00000,#ffba08;1.12;1.3;鳴海ブレイズ|나루미 블레이즈|Narumi Blaze;鳴海|나루미|Narumi;=;鳴海スカイホール|나루미 스카이 홀|Narumi Sky Hall',
  'rising;STR;2012;#0077b6,#caf0f8;1.05;1.05;蒼天ライジング|소텐 라이징|Soten Rising;蒼天|소텐|Soten;=;蒼天アリーナ|소텐 아레나|Soten Arena',
  'gryphons;HRG;2005;#2d6a4f,#d8f3dc;1.02;1.0;北陸グリフォンズ|호쿠리쿠 그리폰즈|Hokuriku Gryphons;北陸|호쿠리쿠|Hokuriku;=;北陸グリフォンズアリーナ|호쿠리쿠 그리폰즈 아레나|Hokuriku Gryphons Arena',
  'knights;SNK;2011;#5a189a,#e0aaff;0.98;0.9;紫苑ナイツ|시온 나이츠|Shion Knights;紫苑|시온|Shion;=;紫苑シティホール|시온 시티 홀|Shion City Hall',
  'bees;AGB;2014;#ffb703,#023047;0.95;0.85;旭ヶ丘ビーズ|아사히가오카 비즈|Asahigaoka Bees;旭ヶ丘|아사히가오카|Asahigaoka;=;旭ヶ丘総合体育館|아사히가오카 종합체육관|Asahigaoka Sports Centre',
  'sparks;KTS;2009;#e63946,#f1faee;1.0;0.95;港都スパークス|고토 스파크스|Koto Sparks;港都|고토|Koto;=;港都ベイアリーナ|고토 베이 아레나|Koto Bay Arena',
  'stingrays;AMS;2016;#0a9396,#e9d8a6;0.93;0.8;青海スティングレイズ|아오미 스팅레이스|Aomi Stingrays;青海|아오미|Aomi;=;青海アクアホール|아오미 아쿠아 홀|Aomi Aqua Hall',
  'irons;KJI;2007;#495057,#ff922b;0.97;0.85;鋼城アイアンズ|고조 아이언스|Kojo Irons;鋼城|고조|Kojo;=;鋼城アイアンズドーム|고조 아이언스 돔|Kojo Irons Dome',
  'bolts;RTB;2013;#ffd000,#14213d;0.96;0.9;雷都ボルツ|라이토 볼츠|Raito Bolts;雷都|라이토|Raito;=;雷都アリーナ|라이토 아레나|Raito Arena',
  'flames;HNF;2006;#f3722c,#277da1;0.94;0.85;火ノ国フレイムス|히노쿠니 플레임스|Hinokuni Flames;火ノ国|히노쿠니|Hinokuni;=;火ノ国スポーツホール|히노쿠니 스포츠 홀|Hinokuni Sports Hall',
  'wolves;SRW;2015;#4a4e69,#c9ada7;0.9;0.75;白樺ウルブズ|시라카바 울브스|Shirakaba Wolves;白樺|시라카바|Shirakaba;=;白樺アイスアリーナ|시라카바 아이스 아레나|Shirakaba Ice Arena',
]);

/** The two squads of the golf tour's East vs West team matches; every tour player belongs to one. */
export const GOLF_SQUADS: TeamSeed[] = teamsOf('golf', [
  'east;EST;2018;#1d3557,#a8dadc;1;1;EAST選抜|이스트 선발|Team East;EAST|이스트|East;東日本|동일본|East Japan;青嵐カントリー倶楽部|세이란 컨트리 클럽|Seiran Country Club',
  'west;WST;2018;#9d0208,#ffba08;1;1;WEST選抜|웨스트 선발|Team West;WEST|웨스트|West;西日本|서일본|West Japan;青嵐カントリー倶楽部|세이란 컨트리 클럽|Seiran Country Club',
]);
