import type { L10n } from '../help-text.js';
import type { Build, SeasonDraft, StandingRow } from './model.js';
import { type NewsRow, paragraphs, post } from './news.js';
import { each } from './text.js';

type Lang = keyof L10n;
const pick = (x: Lang, ja: string, ko: string, en: string) => (x === 'ja' ? ja : x === 'ko' ? ko : en);
const row = (table: StandingRow[], key: string) => table.find((r) => r.team.key === key)!;

/** The current season of each demo league. */
export interface CurrentSeasons {
  neo1: SeasonDraft;
  neo2: SeasonDraft;
  pbl: SeasonDraft;
  winter: SeasonDraft;
  bnext: SeasonDraft;
  golf: SeasonDraft;
}

/** The top of a table as lines: "1. 北嶺 52" (points, or wins–losses for baseball and basketball). */
export function tableLines(table: StandingRow[], n: number, football: boolean): L10n {
  return each((x) =>
    table
      .slice(0, n)
      .map(
        (r) =>
          `${r.rank}. ${r.team.short[x]} ${football ? `${r.points}${pick(x, '点', '점', ' pts')}` : `${r.won}-${r.lost}`}`,
      )
      .join('\n'),
  );
}

/** Previews of the week's big games: the Neo League title decider, B.NEXT round 8, the KICKOFF Open. */
export function previewPosts(b: Build, { neo1, bnext, golf }: CurrentSeasons): NewsRow[] {
  const out: NewsRow[] = [];
  const { t } = b;
  const H = neo1.entries.find((c) => c.key === 'hokurei')!;
  const R = neo1.entries.find((c) => c.key === 'regalia')!;
  const [hp, rp] = [row(neo1.standings, 'hokurei').points, row(neo1.standings, 'regalia').points];
  const finalDay = neo1.games.filter((g) => g.round.name.en === 'Round 22');
  out.push(
    post(
      b,
      neo1,
      'hokurei',
      t.at(-1, 20),
      each((x) =>
        pick(
          x,
          `最終節展望：首位${H.name.ja}と2位${R.name.ja}が直接対決`,
          `최종 라운드 전망: 선두 ${H.name.ko} vs 2위 ${R.name.ko} 맞대결`,
          `Final day preview: leaders ${H.name.en} host ${R.name.en}`,
        ),
      ),
      each((x) =>
        pick(
          x,
          `勝点${hp}の${H.short.ja}と${rp}の${R.short.ja}。勝ったチームが優勝、引き分けなら${H.short.ja}が頂点に立つ。`,
          `승점 ${hp}의 ${H.short.ko}와 ${rp}의 ${R.short.ko}. 이기는 팀이 우승하며, 무승부면 ${H.short.ko}가 정상에 오릅니다.`,
          `${H.short.en} on ${hp} points, ${R.short.en} on ${rp}: the winner takes the title, and a draw is enough for ${H.short.en}.`,
        ),
      ),
      paragraphs(
        each((x) =>
          pick(
            x,
            `${t.date(finalDay[0]!.beginAt).ja} 14:00、${H.venue.ja}。${H.name.ja}と${R.name.ja}による最終節の直接対決が、そのまま優勝決定戦となった。`,
            `${t.date(finalDay[0]!.beginAt).ko} 14:00, ${H.venue.ko}. ${H.name.ko}와 ${R.name.ko}의 최종 라운드 맞대결이 그대로 우승 결정전이 되었습니다.`,
            `${t.date(finalDay[0]!.beginAt).en}, 14:00, ${H.venue.en}: the final-day meeting of ${H.name.en} and ${R.name.en} is now a title decider.`,
          ),
        ),
        tableLines(neo1.standings, 4, true),
        each(
          (x) =>
            `${pick(x, '最終節の全カード：', '최종 라운드 전 경기: ', 'All final-day fixtures: ')}${finalDay.map((g) => `${g.home!.short[x]} - ${g.away!.short[x]}`).join(x === 'ja' ? '、' : ', ')}`,
        ),
        each((x) =>
          pick(
            x,
            '全6試合は14:00に同時キックオフ。KICKOFFでは全試合をライブ配信します。',
            '6경기는 14:00에 동시에 킥오프합니다. KICKOFF에서 전 경기를 라이브로 중계합니다.',
            'All six matches kick off together at 14:00, every one of them live on KICKOFF.',
          ),
        ),
      ),
    ),
  );

  const shooters = bnext.entries.find((c) => c.key === 'shooters')!;
  const blaze = bnext.entries.find((c) => c.key === 'blaze')!;
  const bigGame = bnext.games.find((g) => g.round.name.en === 'Round 8' && g.home?.key === 'shooters')!;
  const blazeRow = row(bnext.standings, 'blaze');
  out.push(
    post(
      b,
      bnext,
      'shooters',
      t.at(-1, 12),
      each((x) =>
        pick(
          x,
          `第8節展望：無傷の${shooters.name.ja}、得点力の${blaze.name.ja}を迎え撃つ`,
          `8라운드 전망: 무패의 ${shooters.name.ko}, 득점력의 ${blaze.name.ko}와 격돌`,
          `Round 8 preview: unbeaten ${shooters.name.en} face high-scoring ${blaze.name.en}`,
        ),
      ),
      each((x) =>
        pick(
          x,
          `開幕7連勝の${shooters.short.ja}と、1試合平均${(blazeRow.scoreFor / Math.max(1, blazeRow.played)).toFixed(1)}点の${blaze.short.ja}。上位対決の行方は。`,
          `개막 7연승의 ${shooters.short.ko}와 경기당 평균 ${(blazeRow.scoreFor / Math.max(1, blazeRow.played)).toFixed(1)}점의 ${blaze.short.ko}. 상위권 대결의 결과는?`,
          `${shooters.short.en} are 7-0; ${blaze.short.en} average ${(blazeRow.scoreFor / Math.max(1, blazeRow.played)).toFixed(1)} points a game.`,
        ),
      ),
      paragraphs(
        each((x) =>
          pick(
            x,
            `${t.date(bigGame.beginAt).ja} 19:05、${bigGame.venue.ja}でティップオフ。開幕戦で敗れた${blaze.short.ja}にとっては雪辱の舞台となる。`,
            `${t.date(bigGame.beginAt).ko} 19:05, ${bigGame.venue.ko}에서 팁오프. 개막전에서 패한 ${blaze.short.ko}에게는 설욕의 무대입니다.`,
            `Tip-off is at 19:05 on ${t.date(bigGame.beginAt).en} at ${bigGame.venue.en}; ${blaze.short.en} lost the opener and want revenge.`,
          ),
        ),
        tableLines(bnext.standings, 5, false),
        each((x) =>
          pick(
            x,
            '実況は佐伯 美咲、解説は村瀬 大輔。英語実況の副音声もお選びいただけます。',
            '캐스터는 사에키 미사키, 해설은 무라세 다이스케. 영어 중계 부음성도 선택하실 수 있습니다.',
            'Misaki Saeki and Daisuke Murase have the call, with English commentary on the second audio track.',
          ),
        ),
      ),
    ),
  );

  const open = golf.games.filter((g) => g.golf?.event.name.en === 'KICKOFF Open');
  const day1 = open.find((g) => g.golf!.roundNo === 1 && g.status === 2);
  const lead = (day1?.detail?.leaderboard as { name: L10n; toPar: number }[] | undefined)?.[0];
  if (day1 && lead) {
    const score = lead.toPar > 0 ? `+${lead.toPar}` : String(lead.toPar);
    out.push(
      post(
        b,
        golf,
        null,
        t.at(-1, 17),
        each((x) =>
          pick(
            x,
            `KICKOFFオープン初日、${lead.name.ja}が${score}で首位発進`,
            `KICKOFF 오픈 첫날, ${lead.name.ko} ${score} 선두 출발`,
            `KICKOFF Open, day one: ${lead.name.en} leads on ${score}`,
          ),
        ),
        each((x) =>
          pick(
            x,
            '第2ラウンドは本日ライブ配信。第1・第2ラウンドは無料でご覧いただけます。',
            '2라운드는 오늘 라이브로 중계합니다. 1·2라운드는 무료로 시청하실 수 있습니다.',
            'Round two is live today; rounds one and two are free to watch.',
          ),
        ),
        paragraphs(
          each((x) =>
            pick(
              x,
              `${day1.venue.ja}で開幕した「KICKOFFオープン」。初日は${lead.name.ja}が通算${score}でトップに立った。`,
              `${day1.venue.ko}에서 개막한 'KICKOFF 오픈'. 첫날은 ${lead.name.ko} 선수가 ${score}의 성적으로 선두에 올랐습니다.`,
              `The KICKOFF Open began at ${day1.venue.en}, and ${lead.name.en} leads after day one on ${score}.`,
            ),
          ),
          each(
            (x) =>
              `${pick(x, '初日のリーダーボード：', '첫날 리더보드: ', 'Day-one leaderboard: ')}${(
                (day1.detail?.leaderboard as { pos: string; name: L10n; toPar: number }[]) ?? []
              )
                .slice(0, 5)
                .map((e) => `${e.pos}. ${e.name[x]} ${e.toPar > 0 ? `+${e.toPar}` : e.toPar}`)
                .join(', ')}`,
          ),
        ),
        true,
      ),
    );
  }

  return out;
}

/** The tables of the moment: the promotion race, the PBL champions, B.NEXT after round 7, the winter league. */
export function tablePosts(b: Build, { neo2, pbl, bnext, winter }: CurrentSeasons): NewsRow[] {
  const { t } = b;
  const out: NewsRow[] = [];
  const shooters = bnext.entries.find((c) => c.key === 'shooters')!;
  const blaze = bnext.entries.find((c) => c.key === 'blaze')!;
  const promotion = neo2.standings;
  out.push(
    post(
      b,
      neo2,
      promotion[0]!.team.key,
      t.at(-2, 12),
      each((x) =>
        pick(
          x,
          `2部昇格争い：首位${promotion[0]!.team.name.ja}、2位${promotion[1]!.team.name.ja}を${promotion[2]!.team.name.ja}が追う`,
          `2부 승격 경쟁: 선두 ${promotion[0]!.team.name.ko}, 2위 ${promotion[1]!.team.name.ko}, 추격하는 ${promotion[2]!.team.name.ko}`,
          `Division 2 promotion race: ${promotion[0]!.team.name.en} lead, ${promotion[1]!.team.name.en} second, ${promotion[2]!.team.name.en} chasing`,
        ),
      ),
      each((x) =>
        pick(
          x,
          '自動昇格の2枠をめぐる争いは、残り6節で最終局面へ。',
          '자동 승격 2자리를 둘러싼 경쟁은 남은 6라운드에서 최종 국면으로.',
          'Six rounds left in the race for the two automatic promotion places.',
        ),
      ),
      paragraphs(
        tableLines(promotion, 5, true),
        each((x) =>
          pick(
            x,
            '上位2クラブは来季1部へ自動昇格します。2部の全試合はKICKOFF FOOTBALLとライブ配信でお届けします。',
            '상위 2개 구단은 다음 시즌 1부로 자동 승격합니다. 2부 전 경기는 KICKOFF FOOTBALL과 라이브로 중계합니다.',
            'The top two go straight up. Every Division 2 game is on KICKOFF FOOTBALL and streamed live.',
          ),
        ),
      ),
    ),
  );

  const D = pbl.entries.find((c) => c.key === 'dolphins')!;
  const F = pbl.entries.find((c) => c.key === 'falcons')!;
  out.push(
    post(
      b,
      pbl,
      'dolphins',
      t.at(-11, 12),
      each((x) =>
        pick(
          x,
          `${D.name.ja}が連覇　ファイナルシリーズ第7戦を制す`,
          `${D.name.ko} 2연패, 파이널 시리즈 7차전 승리`,
          `${D.name.en} retain the title in Game 7`,
        ),
      ),
      each((x) =>
        pick(
          x,
          `${F.name.ja}との第7戦までもつれたシリーズを4勝3敗で制し、2年連続の頂点に立った。`,
          `${F.name.ko}와 7차전까지 간 시리즈를 4승 3패로 마무리하고 2년 연속 정상에 올랐습니다.`,
          `A seven-game series against ${F.name.en} ends 4-3 and ${D.name.en} are champions for the second year running.`,
        ),
      ),
      paragraphs(
        each((x) =>
          pick(
            x,
            `レギュラーシーズンを1位で終えた${D.name.ja}は、プレーオフのファイナルステージで${F.name.ja}を退け、ファイナルシリーズでも同じ相手と激突。第7戦にもつれる死闘を制した。`,
            `정규 시즌을 1위로 마친 ${D.name.ko}는 플레이오프 파이널 스테이지에서 ${F.name.ko}를 꺾었고, 파이널 시리즈에서 다시 같은 상대와 맞붙어 7차전까지 가는 혈투 끝에 승리했습니다.`,
            `${D.name.en} topped the regular season, beat ${F.name.en} in the Final Stage of the playoffs, then met them again in the Final Series and won it in seven.`,
          ),
        ),
        tableLines(pbl.standings, 6, false),
        each((x) =>
          pick(
            x,
            'シリーズ全7戦のハイライトとフルマッチは特集「PBLファイナルシリーズ 全7戦」でご覧いただけます。',
            "시리즈 전 7경기의 하이라이트와 풀 매치는 특집 'PBL 파이널 시리즈 전 7경기'에서 시청하실 수 있습니다.",
            'Highlights and full replays of all seven games are in the collection "PBL Final Series: All Seven Games".',
          ),
        ),
      ),
      true,
    ),
  );

  out.push(
    post(
      b,
      bnext,
      'shooters',
      t.at(-9, 12),
      each((x) =>
        pick(
          x,
          `${shooters.name.ja}が開幕7連勝　B.ネクスト第7節終了時点の順位`,
          `${shooters.name.ko} 개막 7연승, B.넥스트 7라운드 종료 시점 순위`,
          `${shooters.name.en} 7-0: the B.NEXT table after round 7`,
        ),
      ),
      each((x) =>
        pick(
          x,
          '次節までの約10日間の中断期間を前に、ここまでの戦いを振り返る。',
          '약 10일간의 휴식기를 앞두고 지금까지의 경기를 돌아봅니다.',
          'A look back before the ten-day break.',
        ),
      ),
      paragraphs(
        tableLines(bnext.standings, 12, false),
        each((x) =>
          pick(
            x,
            `得点力では${blaze.short.ja}がリーグトップ。第8節で両チームが激突する。`,
            `득점력에서는 ${blaze.short.ko}가 리그 1위. 8라운드에서 두 팀이 맞붙습니다.`,
            `${blaze.short.en} lead the league in scoring; the two meet in round 8.`,
          ),
        ),
      ),
      true,
    ),
  );

  const winterTable = winter.standings;
  out.push(
    post(
      b,
      winter,
      winterTable[0]!.team.key,
      t.at(-2, 18),
      each((x) =>
        pick(
          x,
          `ウインターリーグ：${winterTable[0]!.team.name.ja}が首位`,
          `윈터리그: ${winterTable[0]!.team.name.ko} 선두`,
          `Winter League: ${winterTable[0]!.team.name.en} on top`,
        ),
      ),
      each((x) =>
        pick(
          x,
          '南洋での若手の戦いは2週目に入りました。',
          '난요에서 펼쳐지는 유망주들의 경쟁은 2주 차에 접어들었습니다.',
          "The prospects' league in Nan-yo is into its second week.",
        ),
      ),
      paragraphs(
        tableLines(winterTable, 8, false),
        each((x) =>
          pick(
            x,
            '毎日13:00と18:00にプレーボール。各日1試合は無料でライブ配信します。',
            '매일 13:00와 18:00에 플레이볼. 매일 1경기는 무료로 라이브 중계합니다.',
            'First pitch daily at 13:00 and 18:00, with one game a day free to watch.',
          ),
        ),
      ),
    ),
  );

  return out;
}
