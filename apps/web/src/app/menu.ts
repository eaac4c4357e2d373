import type { ComponentType, SVGProps } from 'react';
import {
  CalendarIcon,
  HelpIcon,
  HomeIcon,
  IdCardIcon,
  LogoutIcon,
  ProgramIcon,
  SearchIcon,
  TicketIcon,
  TrophyIcon,
  TvIcon,
  UserIcon,
} from '../ui/icons.js';

export type MenuKey =
  | 'home'
  | 'schedule'
  | 'channel'
  | 'league'
  | 'program'
  | 'search'
  | 'purchase'
  | 'help'
  | 'mypage'
  | 'user'
  | 'logout';

export interface MenuEntry {
  key: MenuKey;
  /** Where the entry leads. */
  to: string;
  /** Path prefixes under which the entry is highlighted (the `to` path alone when absent). */
  sections?: readonly string[];
  /** Where the entry sits on desktop: the top bar, the right-hand actions, or the account menu. */
  placement: 'primary' | 'action' | 'account';
  icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
}

/** The header menu of spec §2, in its order. Labels are `common:menu.<key>`. */
export const MENU: readonly MenuEntry[] = [
  { key: 'home', to: '/', placement: 'primary', icon: HomeIcon },
  { key: 'schedule', to: '/schedule/0', sections: ['/schedule'], placement: 'primary', icon: CalendarIcon },
  { key: 'channel', to: '/channel', placement: 'primary', icon: TvIcon },
  { key: 'league', to: '/league/football', sections: ['/league'], placement: 'primary', icon: TrophyIcon },
  { key: 'program', to: '/program', placement: 'primary', icon: ProgramIcon },
  { key: 'search', to: '/search', placement: 'action', icon: SearchIcon },
  { key: 'purchase', to: '/purchase', placement: 'action', icon: TicketIcon },
  { key: 'help', to: '/help/notice', sections: ['/help'], placement: 'action', icon: HelpIcon },
  { key: 'mypage', to: '/mypage', placement: 'account', icon: UserIcon },
  {
    key: 'user',
    to: '/user',
    sections: ['/user', '/modify', '/withdraw'],
    placement: 'account',
    icon: IdCardIcon,
  },
  { key: 'logout', to: '/logout', placement: 'account', icon: LogoutIcon },
];

export function menuEntry(key: MenuKey): MenuEntry {
  return MENU.find((entry) => entry.key === key)!;
}

/** Whether `pathname` belongs to the entry's section (home only on `/` itself). */
export function isMenuEntryActive(entry: MenuEntry, pathname: string): boolean {
  if (entry.to === '/') return pathname === '/';
  const sections = entry.sections ?? [entry.to];
  return sections.some((section) => pathname === section || pathname.startsWith(`${section}/`));
}
