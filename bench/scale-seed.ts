// The data of `npm run bench scale` (bench/scale.ts), written by SQL alone (generate_series, INSERT …
// SELECT) into the app's own tables: 3 sports, 329 leagues of 20 teams, 8 seasons each (2019–2026, 38
// rounds of 10 games, rounds 8 days apart, each league starting on its own day) = 1,000,160 games;
// standings; lives for the week around the seed time; 200,000 VODs (highlights of finished games, the
// rest episodes of 20 programmes); 20 channels with a year of EPG (half before, half after the seed
// time). Names are made of 40 cities and 30 nicknames in Japanese, Korean and English, so a keyword
// matches what a member would search for. Deterministic (no random()), apart from the seed time.
// Triggers and foreign-key checks are off while seeding (session_replication_role = replica: the
// connection must be a superuser's), so what the app's triggers would write is written here: the copies
// of a game's league and teams on its lives and VODs (migrations 0017, 0018), a VOD's names (0024; in
// version 1 they were left empty, and the VOD searches by name found by title only) and a live's (0026,
// version 3). A day's generation
// (0019) is left at 0, as for a day no statement has written. A table `bench_scale_seed` records the
// version and the time.
import type pg from 'pg';

/** Raise when the data below changes: the bench database is then made again. */
export const SCALE_SEED_VERSION = 3;

const LEAGUES = 329;
const TEAMS = 20;
const YEARS = [2019, 2026] as const;
const ROUNDS = 38;
const PER_ROUND = 10;
const VODS = 200_000;
const CHANNELS = 20;

const arr = (items: string[]) => `ARRAY[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(',')}]`;
const CITY = {
  ja: '東京,大阪,名古屋,札幌,福岡,仙台,広島,神戸,横浜,京都,新潟,静岡,熊本,鹿児島,金沢,岡山,松山,長崎,那覇,千葉,埼玉,川崎,浜松,岐阜,長野,富山,高知,徳島,秋田,青森,盛岡,山形,福島,水戸,宇都宮,前橋,甲府,津,奈良,和歌山',
  ko: '도쿄,오사카,나고야,삿포로,후쿠오카,센다이,히로시마,고베,요코하마,교토,니가타,시즈오카,구마모토,가고시마,가나자와,오카야마,마쓰야마,나가사키,나하,지바,사이타마,가와사키,하마마쓰,기후,나가노,도야마,고치,도쿠시마,아키타,아오모리,모리오카,야마가타,후쿠시마,미토,우쓰노미야,마에바시,고후,쓰,나라,와카야마',
  en: 'Tokyo,Osaka,Nagoya,Sapporo,Fukuoka,Sendai,Hiroshima,Kobe,Yokohama,Kyoto,Niigata,Shizuoka,Kumamoto,Kagoshima,Kanazawa,Okayama,Matsuyama,Nagasaki,Naha,Chiba,Saitama,Kawasaki,Hamamatsu,Gifu,Nagano,Toyama,Kochi,Tokushima,Akita,Aomori,Morioka,Yamagata,Fukushima,Mito,Utsunomiya,Maebashi,Kofu,Tsu,Nara,Wakayama',
};
const NICK = {
  ja: 'ファルコンズ,ドラゴンズ,イーグルス,タイガース,ライオンズ,ベアーズ,ウルブズ,シャークス,スターズ,ユナイテッド,シティ,ロケッツ,サンダーズ,ホークス,フェニックス,マリナーズ,パイレーツ,ナイツ,キングス,レッズ,ブルース,グリーンズ,ウェーブス,ストーム,ブレイズ,コメッツ,ジャガーズ,バイソンズ,オルカズ,レンジャーズ',
  ko: '팰컨스,드래건스,이글스,타이거스,라이온스,베어스,울브스,샤크스,스타스,유나이티드,시티,로키츠,선더스,호크스,피닉스,매리너스,파이리츠,나이츠,킹스,레즈,블루스,그린스,웨이브스,스톰,블레이즈,코메츠,재규어스,바이슨스,오르카스,레인저스',
  en: 'Falcons,Dragons,Eagles,Tigers,Lions,Bears,Wolves,Sharks,Stars,United,City,Rockets,Thunders,Hawks,Phoenix,Mariners,Pirates,Knights,Kings,Reds,Blues,Greens,Waves,Storm,Blaze,Comets,Jaguars,Bisons,Orcas,Rangers',
};
const SHOW = {
  ja: '朝のスポーツニュース,名勝負セレクション,戦術ラボ,週末プレビュー,ハイライト総集編,レジェンド列伝,データで見る試合,ドキュメンタリー,トークライブ,ユース特集,海外サッカー情報,深夜のリプレイ',
  ko: '아침 스포츠 뉴스,명승부 셀렉션,전술 연구소,주말 프리뷰,하이라이트 총집편,레전드 열전,데이터로 보는 경기,다큐멘터리,토크 라이브,유스 특집,해외 축구 정보,심야 리플레이',
  en: 'Morning Sports News,Classic Matches,Tactics Lab,Weekend Preview,Highlights Review,Legends,Match Data,Documentary,Talk Live,Youth Special,World Football,Late Night Replay',
};
const list = (csv: string) => arr(csv.split(','));
/** A localized name from three arrays indexed (1-based) by the same SQL expression. */
const pick = (names: { ja: string; ko: string; en: string }, index: string, suffix = "''") =>
  `jsonb_build_object('ja', (${list(names.ja)})[${index}] || ${suffix}, 'ko', (${list(names.ko)})[${index}] || ${suffix}, 'en', (${list(names.en)})[${index}] || ${suffix})`;

/** Each step: a label and its SQL. Ids are explicit and computed, the sequences set at the end. */
function steps(): [string, string][] {
  const years = YEARS[1] - YEARS[0] + 1;
  const teamName = (t: string) => {
    // 1,200 distinct city × nickname names, then the same again with a number ("東京ファルコンズ 2")
    const suffix = `CASE WHEN ${t} > 1200 THEN ' ' || ((${t} - 1) / 1200 + 1) ELSE '' END`;
    const city = `1 + (${t} - 1) % 40`;
    const nick = `1 + ((${t} - 1) / 40) % 30`;
    return `jsonb_build_object(
      'ja', (${list(CITY.ja)})[${city}] || (${list(NICK.ja)})[${nick}] || ${suffix},
      'ko', (${list(CITY.ko)})[${city}] || ' ' || (${list(NICK.ko)})[${nick}] || ${suffix},
      'en', (${list(CITY.en)})[${city}] || ' ' || (${list(NICK.en)})[${nick}] || ${suffix})`;
  };
  return [
    [
      'sports',
      `INSERT INTO game_types (id, key, name, is_team, order_no) VALUES
        (1, 'football', '{"ja":"サッカー","ko":"축구","en":"Football"}', true, 1),
        (2, 'baseball', '{"ja":"野球","ko":"야구","en":"Baseball"}', true, 2),
        (3, 'basketball', '{"ja":"バスケットボール","ko":"농구","en":"Basketball"}', true, 3)`,
    ],
    [
      'leagues',
      `INSERT INTO leagues (id, game_type_id, key, name, short_name, description, colors, order_no)
       SELECT l, 1 + (l - 1) % 3, 'scale-' || l,
         jsonb_build_object('ja', (${list(CITY.ja)})[1 + (l - 1) % 40] || '地区リーグ ' || l, 'ko', (${list(CITY.ko)})[1 + (l - 1) % 40] || ' 지역 리그 ' || l, 'en', (${list(CITY.en)})[1 + (l - 1) % 40] || ' Regional League ' || l),
         jsonb_build_object('ja', 'L' || l, 'ko', 'L' || l, 'en', 'L' || l),
         NULL, '["#333333","#999999"]', l
       FROM generate_series(1, ${LEAGUES}) l`,
    ],
    [
      'teams',
      `INSERT INTO teams (id, game_type_id, name, short_name, code, city, venue, colors, founded)
       SELECT t, 1 + ((t - 1) / ${TEAMS}) % 3, ${teamName('t')},
         ${pick(NICK, '1 + ((t - 1) / 40) % 30')},
         'T' || lpad(((t - 1) % ${TEAMS} + 1)::text, 2, '0'),
         ${pick(CITY, '1 + (t - 1) % 40')},
         ${pick(CITY, '1 + (t - 1) % 40', "' Stadium'")},
         '["#444444","#bbbbbb"]', 1950 + t % 70
       FROM generate_series(1, ${LEAGUES * TEAMS}) t`,
    ],
    [
      'seasons',
      `INSERT INTO seasons (id, league_id, year, name, start_date, end_date, is_current)
       SELECT s.id, s.l, s.y, jsonb_build_object('ja', s.y || 'シーズン', 'ko', s.y || ' 시즌', 'en', s.y || ' season'),
         to_char(s.start, 'YYYY-MM-DD'), to_char(s.start + ${ROUNDS * 8}, 'YYYY-MM-DD'), s.y = ${YEARS[1]}
       FROM (SELECT (l - 1) * ${years} + (y - ${YEARS[0]}) + 1 AS id, l, y,
               make_date(y, 2, 1) + (l % 30) AS start
             FROM generate_series(1, ${LEAGUES}) l, generate_series(${YEARS[0]}, ${YEARS[1]}) y) s`,
    ],
    [
      'season entries',
      `INSERT INTO season_entries (season_id, team_id)
       SELECT s.id, (s.league_id - 1) * ${TEAMS} + i FROM seasons s, generate_series(1, ${TEAMS}) i`,
    ],
    [
      'rounds',
      `INSERT INTO rounds (id, season_id, name, order_no, start_date, end_date)
       SELECT (s.id - 1) * ${ROUNDS} + k + 1, s.id,
         jsonb_build_object('ja', '第' || k + 1 || '節', 'ko', k + 1 || '라운드', 'en', 'Round ' || k + 1), k + 1,
         to_char(s.start_date::date + 8 * k, 'YYYY-MM-DD'), to_char(s.start_date::date + 8 * k + 1, 'YYYY-MM-DD')
       FROM seasons s, generate_series(0, ${ROUNDS - 1}) k`,
    ],
    [
      'games',
      // a double round robin by the circle method: round k (k mod 19), pair j; the second half swaps sides
      `INSERT INTO games (id, game_type_id, league_id, season_id, round_id, home_team_id, away_team_id, begin_at, status, home_score, away_score)
       SELECT g.id, g.game_type_id, g.league_id, g.season_id, g.round_id,
         g.base + CASE WHEN g.k < 19 THEN g.a ELSE g.b END, g.base + CASE WHEN g.k < 19 THEN g.b ELSE g.a END,
         g.begin_at,
         CASE WHEN g.begin_at < now() THEN 2 ELSE 0 END,
         CASE WHEN g.begin_at < now() THEN (g.id * 7) % 4 END,
         CASE WHEN g.begin_at < now() THEN (g.id * 13) % 3 END
       FROM (
         SELECT (r.id - 1) * ${PER_ROUND} + j + 1 AS id, l.game_type_id, l.id AS league_id, s.id AS season_id,
           r.id AS round_id, r.order_no - 1 AS k, (l.id - 1) * ${TEAMS} + 1 AS base,
           CASE WHEN j = 0 THEN 19 ELSE ((r.order_no - 1) % 19 + j) % 19 END AS a,
           CASE WHEN j = 0 THEN (r.order_no - 1) % 19 ELSE ((r.order_no - 1) % 19 - j + 19) % 19 END AS b,
           ((r.start_date::date + CASE WHEN j < 5 THEN 0 ELSE 1 END)::timestamp
             + make_interval(hours => 13 + j % 5, mins => CASE WHEN j % 2 = 1 THEN 30 ELSE 0 END))
             AT TIME ZONE 'Asia/Tokyo' AS begin_at
         FROM rounds r JOIN seasons s ON s.id = r.season_id JOIN leagues l ON l.id = s.league_id,
           generate_series(0, ${PER_ROUND - 1}) j
       ) g`,
    ],
    [
      'standings',
      `INSERT INTO standings (season_id, team_id, rank, played, won, drawn, lost, score_for, score_against, points, form)
       SELECT e.season_id, e.team_id, row_number() OVER (PARTITION BY e.season_id ORDER BY e.team_id),
         38, 19 - (e.team_id % 20) / 2, 5, 14 + (e.team_id % 20) / 2, 50, 40, 3 * (19 - (e.team_id % 20) / 2) + 5, 'WDLWW'
       FROM season_entries e`,
    ],
    [
      'lives',
      `INSERT INTO lives (game_id, title, status, broadcast_type, begin_at, end_at, free, chat,
         game_league_id, game_home_team_id, game_away_team_id, names_text)
       SELECT g.id, jsonb_build_object('ja', h.name->>'ja' || ' 対 ' || (a.name->>'ja'), 'ko', h.name->>'ko' || ' 대 ' || (a.name->>'ko'), 'en', h.name->>'en' || ' v ' || (a.name->>'en')),
         CASE WHEN g.begin_at <= now() THEN 1 ELSE 0 END, 100, g.begin_at, g.begin_at + interval '2 hours', g.id % 10 = 0, true,
         g.league_id, g.home_team_id, g.away_team_id, live_names_text(g.league_id, g.home_team_id, g.away_team_id)
       FROM games g JOIN teams h ON h.id = g.home_team_id JOIN teams a ON a.id = g.away_team_id
       WHERE g.begin_at >= now() - interval '2 hours' AND g.begin_at < now() + interval '7 days'`,
    ],
    [
      'highlights',
      `INSERT INTO vods (game_id, league_id, game_type_id, kind, title, duration, free, views, likes, published_at,
         game_league_id, game_home_team_id, game_away_team_id, names_text)
       SELECT g.id, g.league_id, g.game_type_id, 'highlight',
         jsonb_build_object('ja', h.name->>'ja' || ' 対 ' || (a.name->>'ja') || ' ハイライト', 'ko', h.name->>'ko' || ' 대 ' || (a.name->>'ko') || ' 하이라이트', 'en', h.name->>'en' || ' v ' || (a.name->>'en') || ' highlights'),
         300 + g.id % 300, g.id % 7 = 0, (g.id * 37) % 10000, (g.id * 11) % 1000, g.begin_at + interval '3 hours',
         g.league_id, g.home_team_id, g.away_team_id, vod_names_text(g.league_id, g.league_id, NULL, g.home_team_id, g.away_team_id)
       FROM games g JOIN teams h ON h.id = g.home_team_id JOIN teams a ON a.id = g.away_team_id
       WHERE g.status = 2 AND g.id % 5 = 0
       ORDER BY g.id LIMIT ${VODS - 4000}`,
    ],
    [
      'programmes and episodes',
      `INSERT INTO origins (id, game_type_id, title, description, colors, order_no)
       SELECT n, 1 + n % 3, ${pick(SHOW, '1 + (n - 1) % 12', "CASE WHEN n > 12 THEN ' 2' ELSE '' END")},
         '{"ja":"番組","ko":"프로그램","en":"A programme"}', '["#225588","#88aadd"]', n
       FROM generate_series(1, 20) n;
       INSERT INTO vods (origin_id, game_type_id, kind, title, duration, free, views, likes, published_at, names_text)
       SELECT 1 + i % 20, 1 + (1 + i % 20) % 3, 'origin',
         jsonb_build_object('ja', o.title->>'ja' || ' 第' || (i / 20 + 1) || '回', 'ko', o.title->>'ko' || ' 제' || (i / 20 + 1) || '회', 'en', o.title->>'en' || ' episode ' || (i / 20 + 1)),
         1800, i % 5 = 0, i % 5000, i % 700, now() - make_interval(hours => (4000 - i)::int),
         vod_names_text(NULL, NULL, o.id, NULL, NULL)
       FROM generate_series(0, ${VODS} - (SELECT count(*) FROM vods) - 1) i JOIN origins o ON o.id = 1 + i % 20`,
    ],
    [
      'channels and a year of EPG',
      `INSERT INTO channels (id, name, type, colors, order_no)
       SELECT c, jsonb_build_object('ja', 'KICKOFF ' || c, 'ko', 'KICKOFF ' || c, 'en', 'KICKOFF ' || c), 'sports', '["#222222","#666666"]', c
       FROM generate_series(1, ${CHANNELS}) c;
       INSERT INTO programs (channel_id, title, description, start_time, end_time, duration, broadcast_type, active, is_hide)
       SELECT c.c, ${pick(SHOW, '1 + (c.n + c.c) % 12')}, NULL, c.t, c.t + make_interval(mins => c.d), c.d, 200, true, c.n % 50 = 49
       FROM (SELECT ch AS c, 60 + ((ch - 1) % 3) * 30 AS d, t,
               row_number() OVER (PARTITION BY ch ORDER BY t) AS n
             FROM generate_series(1, ${CHANNELS}) ch,
               generate_series(date_trunc('day', now()) - interval '182 days', date_trunc('day', now()) + interval '183 days',
                 make_interval(mins => 60 + ((ch - 1) % 3) * 30)) t) c`,
    ],
  ];
}

const SEQUENCED = [
  'game_types',
  'leagues',
  'teams',
  'seasons',
  'rounds',
  'games',
  'lives',
  'vods',
  'origins',
  'channels',
  'programs',
];

/** Whether the database holds this version of the seed: its time, else null. */
export async function seededAt(client: pg.ClientBase): Promise<Date | null> {
  const found = await client.query(`SELECT to_regclass('bench_scale_seed') AS t`);
  if (!found.rows[0].t) return null;
  const { rows } = await client.query('SELECT version, seeded_at FROM bench_scale_seed');
  return rows[0]?.version === SCALE_SEED_VERSION ? rows[0].seeded_at : null;
}

/** Writes the seed into a freshly migrated database; `say` gets one line per step with its time. */
export async function seedScale(client: pg.ClientBase, say: (line: string) => void): Promise<Date> {
  await client.query('SET session_replication_role = replica');
  await client.query('BEGIN');
  for (const [label, text] of steps()) {
    const started = Date.now();
    await client.query(text);
    say(`  seeded ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  for (const table of SEQUENCED) {
    await client.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`,
    );
  }
  await client.query('CREATE TABLE bench_scale_seed (version int NOT NULL, seeded_at timestamptz NOT NULL)');
  const { rows } = await client.query('INSERT INTO bench_scale_seed VALUES ($1, now()) RETURNING seeded_at', [
    SCALE_SEED_VERSION,
  ]);
  await client.query('COMMIT');
  await client.query('SET session_replication_role = DEFAULT');
  const started = Date.now();
  await client.query('VACUUM ANALYZE');
  say(`  vacuum analyze (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return rows[0].seeded_at;
}
