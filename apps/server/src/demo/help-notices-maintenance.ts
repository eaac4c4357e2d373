import { pdfAsset } from './help-assets.js';
import { l, type NoticeSeed, type TimeKit } from './help-text.js';

/** Maintenance windows and incident reports, newest first. */
export function maintenanceNotices(t: TimeKit): NoticeSeed[] {
  const window = (days: number, from: [number, number], to: [number, number]) => {
    const start = t.at(days, ...from);
    const end = t.at(days, ...to);
    const d = t.date(start);
    const span = `${t.hm(start)}〜${t.hm(end)}`;
    return {
      start,
      ja: `${d.ja} ${span}`,
      ko: `${d.ko} ${t.hm(start)}~${t.hm(end)}`,
      en: `${d.en}, ${t.hm(start)}–${t.hm(end)}`,
      md: t.md(start),
    };
  };

  const next = window(3, [2, 0], [6, 0]);
  const outage = window(-16, [19, 12], [20, 5]);
  const lg = window(-27, [3, 0], [5, 0]);
  const regular = window(-60, [2, 0], [5, 0]);
  const cdn = window(-96, [3, 0], [4, 30]);
  const billing = window(-148, [1, 0], [4, 0]);
  const database = window(-216, [2, 0], [7, 0]);

  return [
    {
      category: 'maintenance',
      publishedAt: t.at(-2, 15, 0),
      pinned: true,
      title: l(
        `【重要】システムメンテナンスのお知らせ（${next.md.ja}）`,
        `[중요] 시스템 점검 안내 (${next.md.ko})`,
        `[Important] Scheduled system maintenance (${next.md.en})`,
      ),
      content: l(
        `いつもKICKOFFをご利用いただき、誠にありがとうございます。

サービス品質向上のため、下記の日程でシステムメンテナンスを実施いたします。
メンテナンス中は、ウェブサイトおよびスマートTVアプリを含むすべてのサービスをご利用いただけません。

■ 日時
${next.ja}（日本時間）
※作業の進捗により、終了時刻が前後する場合があります。

■ 対象サービス
・ライブ配信、見逃し配信、TVチャンネルの視聴
・会員登録、ログイン、会員情報の変更
・パスの購入・変更、クーポン登録
・LG／Samsung スマートTVアプリ
・お問い合わせフォーム

■ ご注意
・メンテナンス開始時刻に視聴中の動画は再生が停止します。
・メンテナンス中に自動更新日を迎えるパスは、終了後に順次更新いたします。視聴期間が短くなることはありません。
・メンテナンス時間帯にライブ配信予定の試合はございません。

作業内容の詳細は添付のPDFをご確認ください。
ご不便をおかけいたしますが、ご理解とご協力をお願い申し上げます。`,
        `항상 KICKOFF를 이용해 주셔서 진심으로 감사드립니다.

서비스 품질 향상을 위해 아래 일정으로 시스템 점검을 진행합니다.
점검 중에는 웹사이트와 스마트 TV 앱을 포함한 모든 서비스를 이용하실 수 없습니다.

■ 일시
${next.ko} (일본 시간)
※ 작업 상황에 따라 종료 시각이 변경될 수 있습니다.

■ 대상 서비스
・라이브, 다시 보기(VOD), TV 채널 시청
・회원 가입, 로그인, 회원 정보 변경
・패스 구매・변경, 쿠폰 등록
・LG/Samsung 스마트 TV 앱
・문의하기

■ 유의 사항
・점검 시작 시각에 시청 중인 영상은 재생이 중단됩니다.
・점검 중 자동 갱신일이 도래하는 패스는 점검 종료 후 순차적으로 갱신됩니다. 시청 기간이 줄어들지 않습니다.
・점검 시간대에 예정된 라이브 중계는 없습니다.

작업 내용의 자세한 사항은 첨부된 PDF를 확인해 주세요.
이용에 불편을 드려 죄송합니다. 양해와 협조를 부탁드립니다.`,
        `Thank you for using KICKOFF.

To improve the quality of the service, we will carry out system maintenance at the time below.
During the maintenance, none of our services — including the website and the smart TV apps — will be available.

■ When
${next.en} (Japan time)
* The end time may change depending on progress.

■ Affected services
- Live, on-demand (VOD) and TV channel playback
- Sign-up, log-in and account changes
- Buying or changing passes, registering coupons
- LG / Samsung smart TV apps
- The contact form

■ Please note
- Any video playing when the maintenance starts will stop.
- Passes due to renew during the maintenance will be renewed once it ends; you will not lose any viewing days.
- No live matches are scheduled during the maintenance window.

Please see the attached PDF for details of the work.
We apologise for the inconvenience and thank you for your understanding.`,
      ),
      files: [
        pdfAsset(
          l('メンテナンス詳細.pdf', '점검_상세.pdf', 'maintenance-details.pdf'),
          `KICKOFF scheduled maintenance: ${t.iso(next.start)} 02:00-06:00 JST. All services are unavailable.`,
        ),
      ],
    },
    {
      category: 'maintenance',
      publishedAt: t.at(-15, 11, 0),
      title: l(
        '【復旧】一部のお客様でライブ映像が再生できなかった不具合について',
        '[복구] 일부 고객의 라이브 영상 재생 장애 안내',
        '[Resolved] Live video failed to play for some members',
      ),
      content: l(
        `${outage.ja}の間、一部のお客様においてライブ配信の映像が読み込まれず、再生できない不具合が発生しておりました。

■ 原因
配信サーバーの設定変更に伴い、一部の画質（720p）の再生リストが正しく生成されなかったことが原因です。

■ 対応状況
同日20:05に設定を元に戻し、現在は正常にご視聴いただけます。
該当時間帯の試合は、見逃し配信でフルマッチをご覧いただけます。

ご視聴を楽しみにしていた皆さまに大変ご迷惑をおかけしましたことを、深くお詫び申し上げます。
再発防止のため、設定変更時の確認手順を強化いたしました。`,
        `${outage.ko} 동안 일부 고객께서 라이브 영상을 불러오지 못해 재생할 수 없는 장애가 발생했습니다.

■ 원인
송출 서버의 설정 변경 과정에서 일부 화질(720p)의 재생 목록이 올바르게 생성되지 않았습니다.

■ 조치 현황
같은 날 20:05에 설정을 원래대로 되돌렸으며, 현재는 정상적으로 시청하실 수 있습니다.
해당 시간대 경기는 다시 보기에서 풀 매치로 시청하실 수 있습니다.

시청을 기대해 주신 모든 분들께 큰 불편을 드려 진심으로 사과드립니다.
재발 방지를 위해 설정 변경 시 확인 절차를 강화했습니다.`,
        `From ${outage.en} (Japan time), live video failed to load for some members.

■ Cause
A configuration change on the streaming servers meant the playlist for one quality level (720p) was not generated correctly.

■ Status
We reverted the change at 20:05 the same day and playback has been normal since.
Full replays of the matches played during that time are available on demand.

We sincerely apologise to everyone who was looking forward to watching.
We have tightened our checks for configuration changes to prevent this from happening again.`,
      ),
    },
    {
      category: 'maintenance',
      publishedAt: t.at(-30, 16, 0),
      title: l(
        `LG スマートTVアプリ メンテナンスのお知らせ（${lg.md.ja}）`,
        `LG 스마트 TV 앱 점검 안내 (${lg.md.ko})`,
        `LG smart TV app maintenance (${lg.md.en})`,
      ),
      content: l(
        `LG スマートTV向けKICKOFFアプリのメンテナンスを実施いたします。

■ 日時
${lg.ja}（日本時間）

■ 影響
メンテナンス中はLG スマートTVアプリでのログイン・視聴ができません。
ウェブサイトおよびSamsung スマートTVアプリは通常どおりご利用いただけます。

メンテナンス終了後、アプリを再起動すると最新の状態でご利用いただけます。`,
        `LG 스마트 TV용 KICKOFF 앱 점검을 진행합니다.

■ 일시
${lg.ko} (일본 시간)

■ 영향
점검 중에는 LG 스마트 TV 앱에서 로그인 및 시청을 하실 수 없습니다.
웹사이트와 Samsung 스마트 TV 앱은 평소와 같이 이용하실 수 있습니다.

점검 종료 후 앱을 다시 실행하시면 최신 상태로 이용하실 수 있습니다.`,
        `We will carry out maintenance on the KICKOFF app for LG smart TVs.

■ When
${lg.en} (Japan time)

■ Impact
You will not be able to log in or watch on the LG smart TV app during the maintenance.
The website and the Samsung smart TV app are not affected.

After the maintenance, restart the app to use the latest version.`,
      ),
    },
    {
      category: 'maintenance',
      publishedAt: t.at(-63, 14, 0),
      title: l(
        `定期メンテナンスのお知らせ（${regular.md.ja}）`,
        `정기 점검 안내 (${regular.md.ko})`,
        `Regular maintenance (${regular.md.en})`,
      ),
      content: l(
        `下記の日程で定期メンテナンスを実施いたします。

■ 日時
${regular.ja}（日本時間）

■ 内容
・サーバーOSおよびミドルウェアのセキュリティ更新
・検索機能の応答速度改善

メンテナンス中はすべてのサービスをご利用いただけません。
あらかじめご了承ください。`,
        `아래 일정으로 정기 점검을 진행합니다.

■ 일시
${regular.ko} (일본 시간)

■ 내용
・서버 OS 및 미들웨어 보안 업데이트
・검색 기능 응답 속도 개선

점검 중에는 모든 서비스를 이용하실 수 없습니다.
양해 부탁드립니다.`,
        `We will carry out regular maintenance at the time below.

■ When
${regular.en} (Japan time)

■ Work
- Security updates for server operating systems and middleware
- Faster responses from search

No services will be available during the maintenance.
Thank you for your understanding.`,
      ),
    },
    {
      category: 'maintenance',
      publishedAt: t.at(-100, 12, 0),
      title: l(
        '配信ネットワーク（CDN）切替作業のお知らせ',
        '전송 네트워크(CDN) 전환 작업 안내',
        'Switching our content delivery network (CDN)',
      ),
      content: l(
        `より安定した高画質配信のため、動画配信ネットワークの切替作業を行います。

■ 日時
${cdn.ja}（日本時間）

■ 影響
作業中も視聴は可能ですが、数秒程度映像が止まったり、画質が一時的に下がったりする場合があります。
映像が止まったままの場合は、ページを再読み込みしてください。

切替後は、混雑する時間帯でも1080p60の映像をより安定してお届けできるようになります。`,
        `보다 안정적인 고화질 전송을 위해 동영상 전송 네트워크 전환 작업을 진행합니다.

■ 일시
${cdn.ko} (일본 시간)

■ 영향
작업 중에도 시청은 가능하지만, 몇 초 정도 영상이 멈추거나 화질이 일시적으로 낮아질 수 있습니다.
영상이 계속 멈춰 있는 경우 페이지를 새로 고침해 주세요.

전환 후에는 이용자가 많은 시간대에도 1080p60 영상을 더욱 안정적으로 제공할 수 있습니다.`,
        `To deliver high-quality video more reliably, we will switch our content delivery network.

■ When
${cdn.en} (Japan time)

■ Impact
You can keep watching, but the picture may pause for a few seconds or briefly drop in quality.
If the video stays frozen, please reload the page.

After the switch, 1080p60 streams will be steadier even at peak times.`,
      ),
    },
    {
      category: 'maintenance',
      publishedAt: t.at(-152, 15, 0),
      title: l(
        `決済システムメンテナンスのお知らせ（${billing.md.ja}）`,
        `결제 시스템 점검 안내 (${billing.md.ko})`,
        `Payment system maintenance (${billing.md.en})`,
      ),
      content: l(
        `決済代行会社のシステムメンテナンスに伴い、下記の時間帯はパスの購入・変更がご利用いただけません。

■ 日時
${billing.ja}（日本時間）

■ ご利用いただけない機能
・パスの新規購入、変更、一時停止・再開
・クーポン・キャンペーンコードの登録

動画の視聴は通常どおりご利用いただけます。
この時間帯に自動更新日を迎えるパスは、メンテナンス終了後に更新いたします。`,
        `결제 대행사의 시스템 점검으로 인해 아래 시간 동안 패스 구매 및 변경을 이용하실 수 없습니다.

■ 일시
${billing.ko} (일본 시간)

■ 이용할 수 없는 기능
・패스 신규 구매, 변경, 일시 정지・재개
・쿠폰・캠페인 코드 등록

영상 시청은 평소와 같이 이용하실 수 있습니다.
이 시간대에 자동 갱신일이 도래하는 패스는 점검 종료 후 갱신됩니다.`,
        `Because of maintenance at our payment provider, passes cannot be bought or changed at the time below.

■ When
${billing.en} (Japan time)

■ Unavailable
- Buying, changing, pausing or resuming a pass
- Registering coupons and campaign codes

Watching is not affected.
Passes due to renew in this window will be renewed after the maintenance.`,
      ),
    },
    {
      category: 'maintenance',
      publishedAt: t.at(-220, 13, 0),
      title: l(
        'データベース増強メンテナンスのお知らせ',
        '데이터베이스 증설 점검 안내',
        'Database upgrade maintenance',
      ),
      content: l(
        `新シーズン開幕に向けたアクセス増加に備え、データベースの増強メンテナンスを実施いたします。

■ 日時
${database.ja}（日本時間）

■ 影響
メンテナンス中はすべてのサービスをご利用いただけません。
スマートTVアプリをご利用の方は、終了後にアプリを再起動してください。

開幕戦当日も快適にご視聴いただけるよう準備を進めてまいります。`,
        `새 시즌 개막에 따른 접속 증가에 대비해 데이터베이스 증설 점검을 진행합니다.

■ 일시
${database.ko} (일본 시간)

■ 영향
점검 중에는 모든 서비스를 이용하실 수 없습니다.
스마트 TV 앱을 이용하시는 분은 점검 종료 후 앱을 다시 실행해 주세요.

개막전 당일에도 쾌적하게 시청하실 수 있도록 준비하겠습니다.`,
        `Ahead of the traffic we expect when the new season starts, we will upgrade our databases.

■ When
${database.en} (Japan time)

■ Impact
No services will be available during the maintenance.
If you use a smart TV app, please restart it afterwards.

We are getting everything ready so that opening day runs smoothly.`,
      ),
    },
  ];
}
