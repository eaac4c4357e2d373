import type { z } from 'zod';
import {
  activateBodySchema,
  appleCallbackBodySchema,
  availableResponse,
  changeNicknameBodySchema,
  changePasswordBodySchema,
  changeProfileBodySchema,
  emailCheckBodySchema,
  emailCodeIdResponse,
  findEmailBodySchema,
  findEmailResponse,
  loginBodySchema,
  nicknameCheckBodySchema,
  nicknameCheckResponse,
  oauthAuthorizeQuerySchema,
  oauthProviderParamsSchema,
  oauthProvidersResponse,
  oauthTokenQuerySchema,
  oauthTokenResponse,
  okResponse,
  outboxQuerySchema,
  outboxResponse,
  passwordCheckBodySchema,
  passwordValidResponse,
  phoneCodeIdResponse,
  profileResponse,
  resetPasswordBodySchema,
  sendEmailCodeBodySchema,
  sendPhoneCodeBodySchema,
  sessionUserResponse,
  signupBodySchema,
  updateEmailBodySchema,
  updatePhoneBodySchema,
  userIdParamSchema,
  verifiedResponse,
  verifyEmailCodeBodySchema,
  verifyPhoneCodeBodySchema,
  verifySnsEmailBodySchema,
  verifySnsEmailResponse,
  withdrawQuerySchema,
} from './account.js';
import {
  carrierCheckResponse,
  changeBodySchema,
  changeResultResponse,
  couponBodySchema,
  couponRegisteredResponse,
  createOrderBodySchema,
  mySubscriptionResponse,
  orderParamsSchema,
  orderResponse,
  passOffersResponse,
  pauseBodySchema,
  purchaseCodeSentResponse,
  purchaseVerifyBodySchema,
  subscriptionResponse,
} from './billing.js';
import {
  catalogueIdParamSchema,
  entryResponse,
  gameTypeListResponse,
  gameTypeVodQuerySchema,
  gameTypeVodResponse,
  gameVodQuerySchema,
  gameVodResponse,
  homeResponse,
  introSectionsResponse,
  leagueHomeQuerySchema,
  leagueHomeResponse,
  leagueIdParamSchema,
  leagueInfoResponse,
  leagueSortResponse,
  leaguesOfTypeResponse,
  leagueVodQuerySchema,
  leagueVodResponse,
  newsDetailResponse,
  newsListQuerySchema,
  newsListResponse,
  originHomeResponse,
  originListResponse,
  playerListQuerySchema,
  playerListResponse,
  roundDetailResponse,
  searchHomeResponse,
  searchLivesResponse,
  searchQuerySchema,
  searchTeamsResponse,
  searchVodQuerySchema,
  seasonListResponse,
  seasonYearParamSchema,
  standingListQuerySchema,
  standingListResponse,
  themeListResponse,
  topResponse,
  typeParamSchema,
  vodChartQuerySchema,
  vodChartResponse,
  vodListResponse,
  vodPageResponse,
  vodPopularQuerySchema,
  vodRelationQuerySchema,
  yearListResponse,
} from './catalogue.js';
import {
  channelListResponse,
  livesDayParamsSchema,
  livesDayResponse,
  playerLivesParamsSchema,
  playerLivesResponse,
  programDayParamsSchema,
  programDayResponse,
} from './channel.js';
import {
  chatBanBodySchema,
  chatBlacklistBodySchema,
  chatInfoResponse,
  chatLiveParamsSchema,
  chatMessageParamsSchema,
  chatMessageResponse,
  chatModerationEntryResponse,
  chatModerationLogQuerySchema,
  chatModerationLogResponse,
  chatMuteBodySchema,
  chatNicknameBodySchema,
  chatNoticeBodySchema,
  chatProfileResponse,
  chatRulesAgreeBodySchema,
  chatStateBodySchema,
} from './chat.js';
import { idParamSchema, pageQuerySchema } from './common.js';
import type { EndpointName } from './endpoints.js';
import {
  addFavoriteBodySchema,
  createReservationBodySchema,
  favoriteKeyParamsSchema,
  favoriteLeagueListResponse,
  favoriteParamsSchema,
  favoritesResponse,
  favoriteTeamListQuerySchema,
  favoriteTeamPageParamsSchema,
  favoriteTeamPageResponse,
  likeSeveralBodySchema,
  moveFavoriteBodySchema,
  reservationIdParamsSchema,
  reservationResponse,
  reservationsResponse,
} from './favorites.js';
import {
  createCooperationBodySchema,
  createInquiryBodySchema,
  eventDetailQuerySchema,
  eventDetailResponse,
  eventListQuerySchema,
  eventListResponse,
  faqCategoriesResponse,
  faqListQuerySchema,
  faqListResponse,
  fileParamsSchema,
  inquiryCreatedResponse,
  noticeCategoriesResponse,
  noticeDetailQuerySchema,
  noticeDetailResponse,
  noticeListQuerySchema,
  noticeListResponse,
  qnaListQuerySchema,
  qnaListResponse,
  termsParamSchema,
  termsResponse,
  termsTitleResponse,
} from './help.js';
import { voucherResponse } from './passes.js';
import { popupCountResponse, popupIdParamsSchema, popupListResponse, popupQuerySchema } from './popup.js';
import {
  alertIdParamsSchema,
  alertListResponse,
  alertReadResponse,
  pushKeyResponse,
  pushRemovedResponse,
  pushSubscriptionBodySchema,
  pushUnsubscribeQuerySchema,
} from './push.js';
import {
  favoriteScheduleQuerySchema,
  favoriteScheduleResponse,
  scheduleDayResponse,
  scheduleQuerySchema,
  scoreSettingResponse,
  scoreSettingSchema,
} from './schedule.js';
import type { ValueOrGetter } from './validation-schemas.js';
import {
  continueResponse,
  playbackResponse,
  playUidParamsSchema,
  positionBodySchema,
  videoInfoResponse,
  videoParamsSchema,
  vodPositionResponse,
} from './video.js';

/**
 * The schemas of every call of endpoints.ts, under the same name: path parameters, query, body and
 * the `{ data }` answer (a call that answers a redirect, a file or an image has none). A body that
 * depends on today (a birth date) is a function of the clock. The server validates with these; the
 * web takes only their types (EndpointInput, EndpointData), so no schema reaches its first load.
 */
type Schema = z.ZodType;
type ClockBound = (today: ValueOrGetter<Date>) => z.ZodType;
export interface EndpointSchemas {
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema | ClockBound;
  readonly response?: Schema;
}

export const endpointSchemas = {
  'notice.categories': { response: noticeCategoriesResponse },
  'notice.list': { query: noticeListQuerySchema, response: noticeListResponse },
  'notice.detail': { query: noticeDetailQuerySchema, response: noticeDetailResponse },
  'events.list': { query: eventListQuerySchema, response: eventListResponse },
  'events.detail': { query: eventDetailQuerySchema, response: eventDetailResponse },
  'faq.categories': { response: faqCategoriesResponse },
  'faq.list': { query: faqListQuerySchema, response: faqListResponse },
  'terms.get': { params: termsParamSchema, response: termsResponse },
  'terms.title': { params: termsParamSchema, response: termsTitleResponse },
  'qna.create': { body: createInquiryBodySchema, response: inquiryCreatedResponse },
  'qna.cooperate': { body: createCooperationBodySchema, response: inquiryCreatedResponse },
  'qna.list': { query: qnaListQuerySchema, response: qnaListResponse },
  'files.get': { params: fileParamsSchema },
  'catalogue.gameTypes': { response: gameTypeListResponse },
  'catalogue.top': { response: topResponse },
  'catalogue.introSections': { response: introSectionsResponse },
  'catalogue.home': { response: homeResponse },
  'catalogue.originHome': { response: originHomeResponse },
  'league.sort': { response: leagueSortResponse },
  'league.ofType': { params: typeParamSchema, response: leaguesOfTypeResponse },
  'league.home': { params: typeParamSchema, query: leagueHomeQuerySchema, response: leagueHomeResponse },
  'league.info': { params: leagueIdParamSchema, response: leagueInfoResponse },
  'league.years': { params: leagueIdParamSchema, response: yearListResponse },
  'league.seasons': { params: leagueIdParamSchema, response: seasonListResponse },
  'league.seasonsOfYear': { params: seasonYearParamSchema, response: seasonListResponse },
  'league.entry': { params: catalogueIdParamSchema, response: entryResponse },
  'league.round': { params: catalogueIdParamSchema, response: roundDetailResponse },
  'vod.game': { query: gameVodQuerySchema, response: gameVodResponse },
  'vod.relation': { query: vodRelationQuerySchema, response: vodListResponse },
  'vod.chart': { query: vodChartQuerySchema, response: vodChartResponse },
  'vod.popular': { query: vodPopularQuerySchema, response: vodPageResponse },
  'vod.league': { query: leagueVodQuerySchema, response: leagueVodResponse },
  'vod.gameType': { query: gameTypeVodQuerySchema, response: gameTypeVodResponse },
  'origin.list': { params: catalogueIdParamSchema, query: pageQuerySchema, response: originListResponse },
  'theme.list': { params: catalogueIdParamSchema, query: pageQuerySchema, response: themeListResponse },
  'search.home': { response: searchHomeResponse },
  'search.teams': { query: searchQuerySchema, response: searchTeamsResponse },
  'search.vod': { query: searchVodQuerySchema, response: vodPageResponse },
  'search.lives': { query: searchQuerySchema, response: searchLivesResponse },
  'news.list': { query: newsListQuerySchema, response: newsListResponse },
  'news.detail': { params: catalogueIdParamSchema, response: newsDetailResponse },
  'news.standings': { query: standingListQuerySchema, response: standingListResponse },
  'news.players': { query: playerListQuerySchema, response: playerListResponse },
  'account.checkEmail': { body: emailCheckBodySchema, response: availableResponse },
  'account.checkNickname': { body: nicknameCheckBodySchema, response: nicknameCheckResponse },
  'account.signup': { body: signupBodySchema, response: sessionUserResponse },
  'session.login': { body: loginBodySchema, response: sessionUserResponse },
  'session.logout': { response: okResponse },
  'session.get': { response: sessionUserResponse },
  'session.reload': { response: sessionUserResponse },
  'session.keepAlive': { response: okResponse },
  'account.checkPassword': { body: passwordCheckBodySchema, response: passwordValidResponse },
  'codes.sendEmail': { body: sendEmailCodeBodySchema, response: emailCodeIdResponse },
  'codes.verifyEmail': { body: verifyEmailCodeBodySchema, response: verifiedResponse },
  'codes.verifySnsEmail': { body: verifySnsEmailBodySchema, response: verifySnsEmailResponse },
  'codes.resetPassword': { body: resetPasswordBodySchema, response: okResponse },
  'codes.sendPhone': { body: sendPhoneCodeBodySchema, response: phoneCodeIdResponse },
  'codes.verifyPhone': { body: verifyPhoneCodeBodySchema, response: verifiedResponse },
  'codes.findEmail': { body: findEmailBodySchema, response: findEmailResponse },
  'profile.get': { response: profileResponse },
  'profile.changePassword': {
    params: userIdParamSchema,
    body: changePasswordBodySchema,
    response: okResponse,
  },
  'profile.changeEmail': { body: updateEmailBodySchema, response: okResponse },
  'profile.changePhone': { body: updatePhoneBodySchema, response: okResponse },
  'profile.change': { params: userIdParamSchema, body: changeProfileBodySchema, response: okResponse },
  'profile.changeNickname': {
    params: userIdParamSchema,
    body: changeNicknameBodySchema,
    response: okResponse,
  },
  'account.withdraw': { query: withdrawQuerySchema, response: okResponse },
  'account.activate': { body: activateBodySchema, response: okResponse },
  'messaging.outbox': { query: outboxQuerySchema, response: outboxResponse },
  'oauth.providers': { response: oauthProvidersResponse },
  'oauth.authorize': { params: oauthProviderParamsSchema, query: oauthAuthorizeQuerySchema },
  'oauth.token': {
    params: oauthProviderParamsSchema,
    query: oauthTokenQuerySchema,
    response: oauthTokenResponse,
  },
  'oauth.appleCallback': { body: appleCallbackBodySchema },
  'schedule.day': { query: scheduleQuerySchema, response: scheduleDayResponse },
  'schedule.favorite': { query: favoriteScheduleQuerySchema, response: favoriteScheduleResponse },
  'settings.getScore': { response: scoreSettingResponse },
  'settings.putScore': { body: scoreSettingSchema, response: scoreSettingResponse },
  'channels.list': { response: channelListResponse },
  'channels.programDay': { params: programDayParamsSchema, response: programDayResponse },
  'channels.playerLives': { params: playerLivesParamsSchema, response: playerLivesResponse },
  'channels.livesDay': { params: livesDayParamsSchema, response: livesDayResponse },
  'favorites.leagues': { response: favoriteLeagueListResponse },
  'favorites.teams': {
    params: favoriteTeamPageParamsSchema,
    query: favoriteTeamListQuerySchema,
    response: favoriteTeamPageResponse,
  },
  'favorites.get': { response: favoritesResponse },
  'favorites.like': { response: favoritesResponse },
  'favorites.add': {
    params: favoriteKeyParamsSchema,
    body: addFavoriteBodySchema,
    response: favoritesResponse,
  },
  'favorites.move': {
    params: favoriteParamsSchema,
    body: moveFavoriteBodySchema,
    response: favoritesResponse,
  },
  'favorites.remove': { params: favoriteParamsSchema, response: favoritesResponse },
  'favorites.likeSeveral': { body: likeSeveralBodySchema, response: favoritesResponse },
  'reservations.list': { response: reservationsResponse },
  'reservations.create': { body: createReservationBodySchema, response: reservationResponse },
  'reservations.remove': { params: reservationIdParamsSchema, response: okResponse },
  'push.key': { response: pushKeyResponse },
  'push.subscribe': { body: pushSubscriptionBodySchema, response: okResponse },
  'push.unsubscribe': { query: pushUnsubscribeQuerySchema, response: pushRemovedResponse },
  'alerts.list': { query: pageQuerySchema, response: alertListResponse },
  'alerts.read': { params: alertIdParamsSchema, response: alertReadResponse },
  'popups.list': { query: popupQuerySchema, response: popupListResponse },
  'popups.count': { params: popupIdParamsSchema, response: popupCountResponse },
  'art.get': {},
  'passes.voucher': { response: voucherResponse },
  'video.vod': { params: videoParamsSchema, response: videoInfoResponse },
  'video.live': { params: videoParamsSchema, response: videoInfoResponse },
  'video.channel': { params: videoParamsSchema, response: videoInfoResponse },
  'video.playLive': { params: playUidParamsSchema, response: playbackResponse },
  'continue.save': {
    params: videoParamsSchema,
    body: positionBodySchema,
    response: vodPositionResponse,
  },
  'continue.list': { response: continueResponse },
  'billing.passes': { response: passOffersResponse },
  'billing.sendPurchaseCode': { response: purchaseCodeSentResponse },
  'billing.verifyPurchaseCode': { body: purchaseVerifyBodySchema, response: okResponse },
  'billing.createOrder': { body: createOrderBodySchema, response: orderResponse },
  'billing.order': { params: orderParamsSchema, response: orderResponse },
  'billing.subscription': { response: mySubscriptionResponse },
  'billing.change': { body: changeBodySchema, response: changeResultResponse },
  'billing.cancelChange': { response: subscriptionResponse },
  'billing.cancel': { response: subscriptionResponse },
  'billing.restore': { response: subscriptionResponse },
  'billing.pause': { body: pauseBodySchema, response: subscriptionResponse },
  'billing.resume': { response: subscriptionResponse },
  'billing.checkCarrier': { response: carrierCheckResponse },
  'billing.registerCoupon': { body: couponBodySchema, response: couponRegisteredResponse },
  'billing.registerCampaign': { body: couponBodySchema, response: couponRegisteredResponse },
  // the provider's notification: its raw body is verified against its signature before it is parsed
  'billing.webhook': { response: okResponse },
  'chat.info': { params: idParamSchema, response: chatInfoResponse },
  'chat.blacklist': { body: chatBlacklistBodySchema, response: chatProfileResponse },
  'chat.profile': { response: chatProfileResponse },
  'chat.agreeRules': { body: chatRulesAgreeBodySchema, response: chatProfileResponse },
  'chat.mute': { body: chatMuteBodySchema, response: chatModerationEntryResponse },
  'chat.ban': { body: chatBanBodySchema, response: chatModerationEntryResponse },
  'chat.nickname': { body: chatNicknameBodySchema, response: chatModerationEntryResponse },
  'chat.moderationLog': { query: chatModerationLogQuerySchema, response: chatModerationLogResponse },
  'chat.setState': { params: chatLiveParamsSchema, body: chatStateBodySchema, response: chatInfoResponse },
  'chat.notice': { params: chatLiveParamsSchema, body: chatNoticeBodySchema, response: chatMessageResponse },
  'chat.deleteMessage': { params: chatMessageParamsSchema, response: chatModerationEntryResponse },
} as const satisfies { readonly [N in EndpointName]: EndpointSchemas };

type SchemasOf<N extends EndpointName> = (typeof endpointSchemas)[N];
type Resolved<T> = T extends ClockBound ? ReturnType<T> : T;
/** A part the call has is required, unless every field in it is optional (a query of filters only). */
type Given<K extends string, I> = object extends I ? { [P in K]?: I } : { [P in K]: I };
type Part<N extends EndpointName, K extends 'params' | 'query' | 'body'> =
  SchemasOf<N> extends {
    readonly [P in K]: infer S;
  }
    ? Given<K, z.input<Resolved<S> & z.ZodType>>
    : { [P in K]?: never };

/**
 * What a caller of a call sends: its path parameters, query and body, each only where the call has
 * one, and each left out when all of its fields may be. Numbers are numbers (the schemas coerce with
 * `z.coerce.number<number>()`, whose input would otherwise be `unknown`).
 */
export type EndpointInput<N extends EndpointName> = Part<N, 'params'> & Part<N, 'query'> & Part<N, 'body'>;

/**
 * The arguments after the name of a function that calls by name (the web's `call`, the journeys'
 * `callApi`, the integration client): the input with what that caller adds (`Extra`: a signal, a
 * cookie), left out when the call needs none.
 */
export type EndpointArgs<N extends EndpointName, Extra = unknown> =
  object extends EndpointInput<N> ? [input?: EndpointInput<N> & Extra] : [input: EndpointInput<N> & Extra];

/** What a call answers inside `{ data }` (void for a call that answers no JSON). */
export type EndpointData<N extends EndpointName> =
  SchemasOf<N> extends { readonly response: infer R extends Schema }
    ? z.output<R> extends { data: infer D }
      ? D
      : never
    : undefined;
