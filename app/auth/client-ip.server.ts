// Who is asking, for rate limits. The production server (server.mjs) sets
// this header on every request from the connection's address (or, with
// TRUST_PROXY, the proxy's X-Forwarded-For), replacing any value a client sent.
export const CLIENT_IP_HEADER = "x-league-client-ip";

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "local";
}
