/** POST /apiFirewall/save-fcm-token (relative, sent after permission is granted): same adapter as the API one. */
export const prerender = false;
export { POST } from '#/pages/api/apiFirewall/save-fcm-token.ts';
