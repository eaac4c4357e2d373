/** The chat's query keys (STYLE 10): the member's chat standing and each live's chat properties. */
export const chatKeys = {
  all: ['chat'] as const,
  profile: () => [...chatKeys.all, 'profile'] as const,
  info: (liveId: number) => [...chatKeys.all, 'info', liveId] as const,
};
