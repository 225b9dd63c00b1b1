// Which push endpoints the server may post to (docs/security.md#web-push):
// the endpoint comes from a browser, and the server sends a request to it, so
// an endpoint that names this machine or the private network would let anyone
// make the server call inside it (request forgery). Only https, only a public
// host: an IP literal must be public unicast, and names that only mean
// something locally are refused. The server checks the names' addresses too,
// when it subscribes and when it connects (app/push/endpoint-guard.server.ts).
// Origins listed in PUSH_ALLOWED_ORIGINS (tests' own push services) pass.
import ipaddr from "ipaddr.js";

/** Longer than any push service's endpoint (they are a few hundred characters). */
export const MAX_ENDPOINT_LENGTH = 2048;

/** Names that resolve only on this machine or its network. */
const LOCAL_NAMES = /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home\.arpa)$/i;

/** Global unicast IPv6 (RFC 4291): everything else is not a push service's. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/**
 * Why the server must not connect to this IP address, or null when it is a
 * public unicast address. An IPv4-mapped IPv6 address is judged as its IPv4.
 */
export function addressRefusal(address: string): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address.`;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range !== "unicast") return `${parsed.toString()} is not a public address (${range}).`;
  if (parsed.kind() === "ipv6" && !parsed.match(GLOBAL_UNICAST_V6)) {
    return `${parsed.toString()} is not a public address.`;
  }
  return null;
}

/** The URL's host as an IP literal (brackets off), or null for a name. */
export function ipLiteralOf(hostname: string): string | null {
  const bare = hostname.startsWith("[") ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) && (bare.includes(":") || ipaddr.IPv4.isValidFourPartDecimal(bare))
    ? bare
    : null;
}

/** Whether the endpoint's origin is one listed (exactly: scheme, host and port). */
export function isAllowedOrigin(endpoint: string, allowedOrigins: readonly string[]): boolean {
  const url = URL.parse(endpoint);
  return url !== null && allowedOrigins.includes(url.origin);
}

/**
 * Why a subscription's endpoint is refused (a sentence for a 4xx answer), or
 * null when the server may post to it. Names are judged here by their shape
 * only; their addresses are checked when they are resolved.
 */
export function pushEndpointRefusal(
  endpoint: string,
  allowedOrigins: readonly string[],
): string | null {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return "The push endpoint is too long.";
  const url = URL.parse(endpoint);
  if (!url) return "The push endpoint is not a web address.";
  if (allowedOrigins.includes(url.origin)) return null;
  if (url.protocol !== "https:") return "The push endpoint must be an https address.";
  if (url.username || url.password) return "The push endpoint must not carry a user name.";
  if (url.port !== "") return "The push endpoint must use the https port.";
  const literal = ipLiteralOf(url.hostname);
  if (literal !== null) {
    const refusal = addressRefusal(literal);
    return refusal ? `The push endpoint's host is refused: ${refusal}` : null;
  }
  const name = url.hostname.replace(/\.$/, "");
  if (!name.includes(".") || LOCAL_NAMES.test(name)) {
    return `The push endpoint's host (${name}) is not a public name.`;
  }
  return null;
}
