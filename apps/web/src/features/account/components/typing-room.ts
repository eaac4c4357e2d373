/**
 * The maxLength of a field the member should be told is too long rather than be stopped at (a new
 * password, a name): twice its rule's limit, so a longer paste is kept, not cut silently, and the message
 * under the field (the password checklist, the name's maxLength message) says what is wrong.
 */
export const typingRoom = (max: number) => max * 2;
