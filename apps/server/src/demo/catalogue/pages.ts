import type { pageSections, popups } from '../../db/schema/index.js';
import type { L10n } from '../help-text.js';
import type { Build } from './model.js';
import { p3 } from './types.js';

export type SectionRow = typeof pageSections.$inferInsert;
export type PopupRow = typeof popups.$inferInsert;

/** Where the web draws generated art from (there are no image files): an /api/v2/art path, or null for the default image. */
const art = (path: string | null) => (path ? `/api/v2/art/${path}` : null);

/**
 * Home (`/home/web`) and intro (`/introsection/web`) sections. `config` says what fills each one:
 * a league (`leagueId`), a sort and a limit for VOD rails, the origins or themes by id, ad slots.
 * Intro items carry `imgUrl` (null → the web's default image) and `art` colours to draw from.
 */
export function buildSections(
  b: Build,
  ids: { originIds: number[]; themeIds: number[]; faqCategory: string },
): SectionRow[] {
  const league = (key: string) => ({ leagueId: b.leagueIds.get(key)!, leagueKey: key, limit: 12 });
  const home: [string, string, L10n | null, Record<string, unknown>, boolean?][] = [
    [
      'banner',
      'banner',
      null,
      {
        slot: 'home_top',
        items: [
          {
            title: p3(
              'ネオリーグ最終節 全6試合ライブ|네오리그 최종 라운드 6경기 라이브|Neo League final day: all six live',
            ),
            link: '/league/neo1',
            imgUrl: art('banner/neo-final'),
            art: { from: '#0d1b4c', to: '#2a5bd7', motif: 'football' },
          },
          {
            title: p3(
              'B.ネクスト 第8節 千早 vs 鳴海|B.넥스트 8라운드 치하야 vs 나루미|B.NEXT round 8: Chihaya vs Narumi',
            ),
            link: '/league/bnext',
            imgUrl: art('banner/bnext-round8'),
            art: { from: '#2b1055', to: '#d53a9d', motif: 'basketball' },
          },
          {
            title: p3(
              'プレミアムパスならマルチビューで4試合同時に|프리미엄 패스라면 멀티뷰로 4경기 동시 시청|Premium: four games at once in multi-view',
            ),
            link: '/purchase',
            imgUrl: null,
            art: { from: '#111111', to: '#ffb703', motif: 'multi' },
          },
        ],
      },
    ],
    ['live_now', 'live', p3('ライブ配信中|지금 라이브|Live now'), { liveStatus: [1], limit: 12 }],
    ['today', 'schedule', p3("今日の試合|오늘의 경기|Today's games"), { date: 'today', limit: 20 }],
    ['ad_main', 'ad', null, { slot: 'main' }],
    ['league_rail:neo1', 'league', p3('ネオリーグ1部|네오리그 1부|Neo League Division 1'), league('neo1')],
    [
      'vod_popular',
      'vod',
      p3('人気の動画|인기 동영상|Popular videos'),
      { sort: 'views', days: 14, limit: 12 },
    ],
    ['league_rail:bnext', 'league', p3('B.ネクスト|B.넥스트|B.NEXT'), league('bnext')],
    [
      'vod_latest',
      'vod',
      p3('新着の見逃し配信|최신 다시 보기|Latest replays'),
      { sort: 'publishedAt', kinds: ['highlight', 'full'], limit: 12 },
    ],
    [
      'origin_rail',
      'origin',
      p3('KICKOFFオリジナル|KICKOFF 오리지널|KICKOFF Originals'),
      { originIds: ids.originIds, limit: 8 },
    ],
    [
      'league_rail:pbl',
      'league',
      p3('パシフィック・ベースボール・リーグ|퍼시픽 베이스볼 리그|Pacific Baseball League'),
      league('pbl'),
    ],
    ['theme_rail', 'theme', p3('特集|특집|Collections'), { themeIds: ids.themeIds }],
    ['league_rail:neo2', 'league', p3('ネオリーグ2部|네오리그 2부|Neo League Division 2'), league('neo2')],
    [
      'league_rail:pbl-winter',
      'league',
      p3('PBLウインターリーグ|PBL 윈터리그|PBL Winter League'),
      league('pbl-winter'),
    ],
    [
      'league_rail:seiran',
      'league',
      p3('青嵐ゴルフツアー|세이란 골프 투어|Seiran Golf Tour'),
      league('seiran'),
    ],
    ['ad_vod', 'ad', null, { slot: 'vod' }],
    ['news', 'news', p3('ニュース|뉴스|News'), { limit: 6 }],
    [
      'campaign',
      'banner',
      p3('年末キャンペーン|연말 캠페인|Year-end campaign'),
      { slot: 'campaign', items: [] },
      false,
    ],
  ];
  const leagueItems = ['neo1', 'pbl', 'bnext', 'neo2', 'seiran'].map((key, i) => ({
    leagueId: b.leagueIds.get(key)!,
    imgUrl: i < 3 ? art(`league/${key}`) : null,
  }));
  const intro: [string, string, L10n | null, Record<string, unknown>][] = [
    [
      'hero',
      'hero',
      p3('スポーツのすべてを、ライブで。|스포츠의 모든 것을 라이브로.|Every game. Live.'),
      {
        art: 'hero',
        list: [
          {
            imgUrl: art('intro/hero'),
            title: p3(
              'サッカー、野球、バスケットボール、ゴルフ。|축구, 야구, 농구, 골프.|Football, baseball, basketball, golf.',
            ),
            body: p3(
              'ライブ、見逃し配信、TVチャンネルをひとつのパスで。|라이브, 다시 보기, TV 채널을 하나의 패스로.|Live games, replays and TV channels with one pass.',
            ),
            art: { from: '#0d1b4c', to: '#e63946', motif: 'football' },
          },
        ],
        cta: { label: p3('無料で会員登録|무료 회원 가입|Sign up free'), link: '/account/signup' },
      },
    ],
    [
      'features',
      'features',
      p3('KICKOFFでできること|KICKOFF로 할 수 있는 것|What you get'),
      {
        list: [
          {
            icon: 'live',
            imgUrl: art('intro/live'),
            title: p3('全試合ライブ|전 경기 라이브|Every game live'),
            body: p3('6リーグの試合をライブで。|6개 리그의 경기를 라이브로.|Six leagues, live.'),
          },
          {
            icon: 'vod',
            imgUrl: null,
            title: p3('見逃し配信|다시 보기|Replays'),
            body: p3(
              'ハイライトとフルマッチをいつでも。|하이라이트와 풀 매치를 언제든지.|Highlights and full matches on demand.',
            ),
          },
          {
            icon: 'tv',
            imgUrl: art('intro/tv'),
            title: p3('4つのTVチャンネル|4개의 TV 채널|Four TV channels'),
            body: p3(
              '番組表から24時間いつでも。|편성표에서 24시간 언제든지.|Round the clock, from the programme guide.',
            ),
          },
          {
            icon: 'multi',
            imgUrl: null,
            title: p3('マルチビュー|멀티뷰|Multi-view'),
            body: p3(
              'プレミアムなら最大4試合を同時に。|프리미엄이라면 최대 4경기를 동시에.|Up to four games at once with Premium.',
            ),
          },
        ],
      },
    ],
    [
      'leagues',
      'leagues',
      p3('配信中のリーグ|중계 중인 리그|Our leagues'),
      { leagueIds: leagueItems.map((x) => x.leagueId), list: leagueItems },
    ],
    [
      'devices',
      'devices',
      p3('いろいろなデバイスで|다양한 기기에서|On every screen'),
      {
        list: [
          {
            key: 'web',
            imgUrl: art('intro/web'),
            title: p3('パソコン・スマートフォンのブラウザ|PC·스마트폰 브라우저|Computer and phone browsers'),
          },
          { key: 'lg', imgUrl: null, title: p3('LG スマートTV|LG 스마트 TV|LG smart TV') },
          {
            key: 'samsung',
            imgUrl: null,
            title: p3('Samsung スマートTV|Samsung 스마트 TV|Samsung smart TV'),
          },
        ],
      },
    ],
    [
      'plans',
      'plans',
      p3('パスと料金|패스와 요금|Passes and prices'),
      {
        list: [
          {
            plan: 'free',
            price: 0,
            imgUrl: null,
            title: p3('無料会員|무료 회원|Free member'),
            body: p3(
              '無料の試合とハイライト（広告付き）|무료 경기와 하이라이트 (광고 포함)|Free games and highlights, with ads',
            ),
          },
          {
            plan: 'basic',
            price: 1480,
            annual: 14800,
            imgUrl: null,
            title: p3('ベーシックパス|베이직 패스|Basic pass'),
            body: p3(
              'すべてのライブ・見逃し配信・TVチャンネル、720p、広告なし|모든 라이브·다시 보기·TV 채널, 720p, 광고 없음|Everything live, on demand and on TV; 720p, no ads',
            ),
          },
          {
            plan: 'premium',
            price: 2480,
            annual: 24800,
            imgUrl: art('intro/premium'),
            title: p3('プレミアムパス|프리미엄 패스|Premium pass'),
            body: p3(
              '1080p60とマルチビュー、広告なし|1080p60과 멀티뷰, 광고 없음|1080p60 and multi-view, no ads',
            ),
          },
        ],
      },
    ],
    [
      'faq',
      'faq',
      p3('よくある質問|자주 묻는 질문|Questions'),
      { faqCategory: ids.faqCategory, limit: 5, link: '/public/help' },
    ],
  ];
  return [
    ...home.map(([keyName, kind, title, config, active], i) => ({
      page: 'home' as const,
      keyName,
      kind,
      title,
      config,
      orderNo: i + 1,
      active: active ?? true,
    })),
    ...intro.map(([keyName, kind, title, config], i) => ({
      page: 'intro' as const,
      keyName,
      kind,
      title,
      config,
      orderNo: i + 1,
      active: true,
    })),
  ];
}

/**
 * The two layer popups: an image popup for the Neo League final day (top image → link type `league`,
 * id `neo1`, i.e. /league/neo1; bottom image → link type `purchase`; hide for 7 days; home only) and
 * the maintenance notice of the help notices (day +3, 02:00–06:00; hide for a day; home and intro).
 */
export function buildPopups(b: Build): PopupRow[] {
  const { t } = b;
  const start = t.at(3, 2);
  const end = t.at(3, 6);
  const md = t.md(start);
  return [
    {
      kind: 1,
      days: 7,
      title: p3(
        'ネオリーグ最終節 全6試合ライブ配信|네오리그 최종 라운드 6경기 라이브|Neo League final day, all six live',
      ),
      content: null,
      imgUrlTop: art('popup/neo-final'),
      imgUrlBottom: art('popup/premium'),
      link1: 'league',
      link1Id: 'neo1',
      link2: 'purchase',
      link2Id: null,
      paths: ['/'],
      startAt: t.at(-2, 12),
      endAt: t.at(6, 17),
      active: true,
    },
    {
      kind: 2,
      days: 1,
      title: p3(
        `【重要】システムメンテナンスのお知らせ（${md.ja}）|[중요] 시스템 점검 안내 (${md.ko})|[Important] System maintenance (${md.en})`,
      ),
      content: {
        ja: `${t.date(start).ja} ${t.hm(start)}〜${t.hm(end)}（日本時間）、システムメンテナンスのため全サービスを停止します。\nメンテナンス中はライブ配信・見逃し配信・TVチャンネルをご利用いただけません。`,
        ko: `${t.date(start).ko} ${t.hm(start)}~${t.hm(end)}(일본 시간), 시스템 점검으로 모든 서비스를 중단합니다.\n점검 중에는 라이브·다시 보기·TV 채널을 이용하실 수 없습니다.`,
        en: `${t.date(start).en}, ${t.hm(start)}–${t.hm(end)} (Japan time): every service is down for system maintenance.\nLive games, replays and TV channels are unavailable during the work.`,
      },
      imgUrlTop: null,
      imgUrlBottom: null,
      link1: null,
      link1Id: null,
      link2: null,
      link2Id: null,
      paths: ['/', '/intro'],
      startAt: t.at(-2, 15),
      endAt: end,
      active: true,
    },
  ];
}
