import type { RouteObject } from 'react-router';

/** Public account screens of spec §2: /account/* (sign-up steps, find e-mail/password, updates, activate). */
export const publicAccountRoutes: RouteObject[] = [];

/** Member account screens of spec §2: /user, /modify, /withdraw. */
export const memberAccountRoutes: RouteObject[] = [];
