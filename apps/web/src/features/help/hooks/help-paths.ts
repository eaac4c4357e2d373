import { createContext, useContext } from 'react';

/** Who is looking at the help screens: a visitor (public layout) or a member (logged-in layout). */
export type HelpAudience = 'public' | 'member';

export interface HelpPaths {
  audience: HelpAudience;
  /** `/public/help` or `/help`: the same screens serve both layouts. */
  base: string;
  /** Where the privacy policy lives for this audience (linked from the inquiry forms). */
  privacy: string;
}

export const PUBLIC_HELP_PATHS: HelpPaths = {
  audience: 'public',
  base: '/public/help',
  privacy: '/public/terms/privacy',
};
export const MEMBER_HELP_PATHS: HelpPaths = {
  audience: 'member',
  base: '/help',
  privacy: '/help/term/privacy',
};

export const HelpPathsContext = createContext<HelpPaths>(MEMBER_HELP_PATHS);

/** The base paths of the help screens in the current layout. */
export function useHelpPaths(): HelpPaths {
  return useContext(HelpPathsContext);
}
