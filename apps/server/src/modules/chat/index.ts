/** Live chat (issue 12): rooms, messages, members' standing and the operators' moderation calls. */
export type { ChatFanout, ChatHubEvent } from './chat.events.js';
export { chatRoutes } from './chat.routes.js';
export { createChatServices } from './chat.services.js';
