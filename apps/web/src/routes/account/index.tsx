import type { ComponentType } from 'react';
import type { IndexRouteObject, RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/document-title.js';
import { lazyScreen } from '../lazy-screen.js';

/** A screen loaded on first visit, with its document title (`account:titles.<title>`). */
function screen(load: () => Promise<{ default: ComponentType }>, title: string): RouteObject {
  return {
    lazy: lazyScreen('account', load),
    handle: { title: `account:titles.${title}` } satisfies RouteHandle,
  };
}

/** The same, as the index route of its parent. */
function indexScreen(load: () => Promise<{ default: ComponentType }>, title: string): IndexRouteObject {
  return {
    index: true,
    lazy: lazyScreen('account', load),
    handle: { title: `account:titles.${title}` } satisfies RouteHandle,
  };
}

/**
 * Public account screens of spec §2: /account/* (sign-up steps, find e-mail/password, updates, activate).
 * The pages that act on the member (change_pwd, update_*, activate) send a visitor without a session to
 * /intro themselves.
 */
export const publicAccountRoutes: RouteObject[] = [
  {
    path: '/account/signup',
    lazy: lazyScreen('account', () => import('./SignupLayoutRoute.js')),
    handle: { title: 'account:titles.signup' } satisfies RouteHandle,
    children: [
      indexScreen(() => import('./SignupTermsRoute.js'), 'signup'),
      { path: 'code', ...screen(() => import('./SignupCodeRoute.js'), 'signupCode') },
      { path: 'account', ...screen(() => import('./SignupAccountRoute.js'), 'signupAccount') },
      { path: 'detail', ...screen(() => import('./SignupDetailRoute.js'), 'signupDetail') },
      { path: 'complete', ...screen(() => import('./SignupCompleteRoute.js'), 'signupComplete') },
      { path: 'sns_account', ...screen(() => import('./SnsAccountRoute.js'), 'signupCode') },
      { path: 'sns_detail', ...screen(() => import('./SnsDetailRoute.js'), 'signupDetail') },
      { path: 'sns_complete', ...screen(() => import('./SnsCompleteRoute.js'), 'signupComplete') },
    ],
  },
  { path: '/account/welcome', ...screen(() => import('./WelcomeRoute.js'), 'welcome') },
  { path: '/account/find_email', ...screen(() => import('./FindEmailRoute.js'), 'findEmail') },
  { path: '/account/find_pwd', ...screen(() => import('./FindPwdRoute.js'), 'findPwd') },
  { path: '/account/change_pwd', ...screen(() => import('./ChangePwdRoute.js'), 'changePwd') },
  { path: '/account/update_email', ...screen(() => import('./UpdateEmailRoute.js'), 'updateEmail') },
  { path: '/account/update_code', ...screen(() => import('./UpdateCodeRoute.js'), 'updateCode') },
  { path: '/account/update_phone', ...screen(() => import('./UpdatePhoneRoute.js'), 'updatePhone') },
  { path: '/account/update_detail', ...screen(() => import('./UpdateDetailRoute.js'), 'updateDetail') },
  { path: '/account/activate', ...screen(() => import('./ActivateRoute.js'), 'activate') },
];

/** Member account screens of spec §2: /user, /modify, /withdraw (default, user). */
export const memberAccountRoutes: RouteObject[] = [
  { path: '/user', ...screen(() => import('./UserRoute.js'), 'user') },
  { path: '/modify', ...screen(() => import('./ModifyRoute.js'), 'modify') },
  {
    path: '/withdraw',
    children: [
      indexScreen(() => import('./WithdrawRoute.js'), 'withdraw'),
      // "withdrawal complete": the member is logged out once this page is shown
      { path: 'user', ...screen(() => import('./WithdrawDoneRoute.js'), 'withdrawDone') },
    ],
  },
];
