/**
 * Every call of spec §7 under /api/v2, once: its method, its path (`:name` for a path parameter) and
 * what it answers. This file holds no schema, so the web can import it on its first load; the schemas
 * of each call are in endpoint-schemas.ts under the same name, and the types of a call (what it takes,
 * what it answers) come from there as types only. The server registers its routes from both, and a
 * test checks that every route it serves is here and every call here is served.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** How a call answers: JSON `{ data }` (most), a redirect for the browser, a file or an image. */
export type AnswerKind = 'json' | 'redirect' | 'file' | 'image';

export interface Endpoint {
  readonly method: Method;
  readonly path: string;
  /** The status of a successful answer. */
  readonly status: 200 | 201;
  readonly answer: AnswerKind;
}

const call =
  <M extends Method, S extends 200 | 201>(method: M, status: S) =>
  <P extends string, A extends AnswerKind = 'json'>(path: P, answer: A = 'json' as A) =>
    ({ method, path, status, answer }) as const;
const get = call('GET', 200);
const post = call('POST', 200);
const postCreated = call('POST', 201);
const put = call('PUT', 200);
const del = call('DELETE', 200);

export const endpoints = {
  'notice.categories': get('/notice/category'),
  'notice.list': get('/notice/list'),
  'notice.detail': get('/notice/detail'),
  'events.list': get('/events'),
  'events.detail': get('/events/detail'),
  'faq.categories': get('/faq/category'),
  'faq.list': get('/faq/list'),
  'terms.get': get('/terms/:id'),
  'terms.title': get('/terms/title/:id'),
  'qna.create': postCreated('/qna'),
  'qna.cooperate': postCreated('/qna/cooperate'),
  'qna.list': get('/qna/list'),
  'files.get': get('/files/:id/:name', 'file'),
  'catalogue.gameTypes': get('/game/type'),
  'catalogue.top': get('/top'),
  'catalogue.introSections': get('/introsection/web'),
  'catalogue.home': get('/home/web'),
  'catalogue.originHome': get('/origin/home/web'),
  'league.sort': get('/league/sort'),
  'league.ofType': get('/league/:type'),
  'league.home': get('/home/league/:type'),
  'league.info': get('/game/league/:leagueId'),
  'league.years': get('/year/:leagueId'),
  'league.seasons': get('/season/:leagueId'),
  'league.seasonsOfYear': get('/season/:leagueId/:year'),
  'league.entry': get('/entry/:id'),
  'league.round': get('/round/:id'),
  'vod.game': get('/vod/game'),
  'vod.relation': get('/vod/game/relation'),
  'vod.chart': get('/vod/chart'),
  'vod.popular': get('/vod/popular'),
  'vod.league': get('/vod/league/detail'),
  'vod.gameType': get('/vod/league/gameType'),
  'origin.list': get('/origin/:id/list'),
  'theme.list': get('/theme/:id/list'),
  'search.home': get('/search/home'),
  'search.teams': get('/search/teams'),
  'search.vod': get('/search/vod'),
  'search.lives': get('/search/lives'),
  'news.list': get('/news/post'),
  'news.detail': get('/news/post/:id'),
  'news.standings': get('/news/standinglist'),
  'news.players': get('/news/playerlist'),
  'account.checkEmail': post('/email'),
  'account.checkNickname': post('/validation/nickname'),
  'account.signup': postCreated('/accounts'),
  'session.login': post('/login'),
  'session.logout': get('/logout'),
  'session.get': get('/session'),
  'session.reload': post('/session'),
  'session.keepAlive': put('/session'),
  'account.checkPassword': post('/validation/password'),
  'codes.sendEmail': post('/emailCodes'),
  'codes.verifyEmail': post('/emailCodes/verify'),
  'codes.verifySnsEmail': post('/emailCodes/verifySnsEmail'),
  'codes.resetPassword': post('/emailCodes/reset'),
  'codes.sendPhone': post('/phoneCodes'),
  'codes.verifyPhone': post('/phoneCodes/verify'),
  'codes.findEmail': post('/phoneCodes/findEmail'),
  'profile.get': get('/user/profile'),
  'profile.changePassword': put('/change/password/:userId'),
  'profile.changeEmail': put('/email/byCode'),
  'profile.changePhone': put('/phone/byCode'),
  'profile.change': put('/change/profile/:userId'),
  'profile.changeNickname': put('/change/nickname/:userId'),
  'account.withdraw': del('/withdraw'),
  'account.activate': put('/activate/account'),
  'messaging.outbox': get('/outbox'),
  'oauth.providers': get('/oauth/providers'),
  'oauth.authorize': get('/oauth/:provider/authorize', 'redirect'),
  'oauth.token': get('/oauth/:provider/token'),
  'oauth.appleCallback': post('/oauth/apple/callback', 'redirect'),
  'schedule.day': get('/schedule'),
  'schedule.favorite': get('/schedule/favorite'),
  'settings.getScore': get('/score/on'),
  'settings.putScore': put('/score/on'),
  'channels.list': get('/channel'),
  'channels.programDay': get('/program/:date'),
  'channels.playerLives': get('/player/lives/:id'),
  'channels.livesDay': get('/lives/:date'),
  'favorites.leagues': get('/favorite/list/league'),
  'favorites.teams': get('/favorite/list/team/:page'),
  'favorites.get': get('/favorite'),
  'favorites.like': get('/like'),
  'favorites.add': post('/favorite/:key'),
  'favorites.move': put('/favorite/:key/:id'),
  'favorites.remove': del('/favorite/:key/:id'),
  'favorites.likeSeveral': post('/like/several2'),
  'reservations.list': get('/apush'),
  'reservations.create': postCreated('/apush'),
  'reservations.remove': del('/apush/:id'),
  'push.key': get('/push/key'),
  'push.subscribe': postCreated('/push/subscriptions'),
  'push.unsubscribe': del('/push/subscriptions'),
  'alerts.list': get('/alerts'),
  'alerts.read': put('/alerts/:id/read'),
  'popups.list': get('/popup'),
  'popups.count': get('/popup/:id/count'),
  'art.get': get('/art/*', 'image'),
  'passes.voucher': get('/user/sub/scope'),
  'video.vod': get('/vod/:id'),
  'video.live': get('/live/:id'),
  'video.channel': get('/channel/:id'),
  'video.playLive': get('/play/live/:playUid'),
  'continue.save': put('/vod/:id/position'),
  'continue.list': get('/continue'),
  'billing.passes': get('/passes'),
  'billing.sendPurchaseCode': post('/purchase/verification'),
  'billing.verifyPurchaseCode': post('/purchase/verification/verify'),
  'billing.createOrder': postCreated('/orders'),
  'billing.order': get('/orders/:id'),
  'billing.subscription': get('/subscription'),
  'billing.change': post('/subscription/change'),
  'billing.cancelChange': post('/subscription/change/cancel'),
  'billing.cancel': post('/subscription/cancel'),
  'billing.restore': post('/subscription/restore'),
  'billing.pause': post('/subscription/pause'),
  'billing.resume': post('/subscription/resume'),
  'billing.checkCarrier': post('/pay/checkCarrier'),
  'billing.registerCoupon': post('/coupons'),
  'billing.registerCampaign': post('/campaigns'),
  'billing.webhook': post('/pay/webhook'),
  'chat.info': get('/chat/info/:id'),
  'chat.blacklist': post('/chat/blacklist'),
  'chat.profile': get('/user/profile/chat'),
  'chat.agreeRules': put('/user/profile/chat'),
  'chat.mute': post('/chat/moderation/mute'),
  'chat.ban': post('/chat/moderation/ban'),
  'chat.nickname': post('/chat/moderation/nickname'),
  'chat.moderationLog': get('/chat/moderation/log'),
  'chat.setState': post('/chat/:liveId/state'),
  'chat.notice': postCreated('/chat/:liveId/notice'),
  'chat.deleteMessage': del('/chat/:liveId/messages/:messageId'),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** The path of a call with its parameters filled in (each encoded as a URI component). */
export function pathOf(name: EndpointName, params: Record<string, string | number> = {}): string {
  return endpoints[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: the path parameter ${key} is missing`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The path of a call with its parameters filled in and its query written after it: numbers, booleans
 * and non-empty strings (an empty or absent value is left out, as an unset filter).
 */
export function urlOf(
  name: EndpointName,
  input: { params?: Record<string, string | number>; query?: object } = {},
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (
      typeof value === 'number' ||
      typeof value === 'boolean' ||
      (typeof value === 'string' && value !== '')
    )
      search.set(key, String(value));
  }
  const query = search.toString();
  return `${pathOf(name, input.params)}${query ? `?${query}` : ''}`;
}
