/**
 * The session cookie among the answer's Set-Cookie headers (sign-in may set others, such as
 * a device cookie), as `name=value` for the next request's Cookie header.
 */
export function sessionCookie(headers: Headers): string {
  const line = headers.getSetCookie().find((cookie) => cookie.startsWith('atelier_session='));
  return line?.split(';')[0] ?? '';
}
