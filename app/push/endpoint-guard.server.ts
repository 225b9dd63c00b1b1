// The server posts to push endpoints that browsers gave it: they must lead to
// a public push service, never to this machine or its network (request
// forgery; docs/security.md#web-push). The shape of the address is judged by
// app/domain/push/endpoint.ts; here a name's addresses are looked up too, at
// subscribe time (refusePushEndpoint) and again at the moment of connecting
// (guardedLookup, the push worker's https.Agent), so a name that resolved to
// a public address when it was checked and to a private one later (DNS
// rebinding) is still never connected to.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { lookup } from "node:dns/promises";
import { Agent } from "node:https";
import { env } from "~/config.server";
import {
  addressRefusal,
  ipLiteralOf,
  isAllowedOrigin,
  pushEndpointRefusal,
} from "~/domain/push/endpoint";

/** The error code of a connection refused because of where it leads. */
export const REFUSED_ADDRESS = "EPUSHREFUSED";

/** The origins PUSH_ALLOWED_ORIGINS lists (tests' own push services). */
export function allowedPushOrigins(): readonly string[] {
  return env().PUSH_ALLOWED_ORIGINS;
}

/**
 * Why the server will not post to this endpoint (a sentence for a 4xx
 * answer), or null: the address's shape, then every address its host name
 * resolves to must be public unicast. Listed origins pass.
 */
export async function refusePushEndpoint(endpoint: string): Promise<string | null> {
  const allowed = allowedPushOrigins();
  const refusal = pushEndpointRefusal(endpoint, allowed);
  if (refusal || isAllowedOrigin(endpoint, allowed)) return refusal;
  const host = new URL(endpoint).hostname;
  if (ipLiteralOf(host) !== null) return null;
  let addresses: LookupAddress[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    return `The push endpoint's host (${host}) could not be found.`;
  }
  for (const { address } of addresses) {
    const refused = addressRefusal(address);
    if (refused) return `The push endpoint's host (${host}) is refused: ${refused}`;
  }
  return null;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for sockets that refuses, at connection time, a name with any
 * address that is not public unicast (hosts of listed origins excepted).
 * Sockets to an IP literal do not look up: the worker judges those first.
 */
export function guardedLookup(allowedHosts: ReadonlySet<string>) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = allowedHosts.has(hostname)
        ? null
        : addresses.map((a) => addressRefusal(a.address)).find((r) => r !== null);
      if (refused) {
        const denied: NodeJS.ErrnoException = new Error(
          `Refused to connect to ${hostname}: ${refused}`,
        );
        denied.code = REFUSED_ADDRESS;
        return callback(denied, []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first)
        return callback(
          Object.assign(new Error(`No address for ${hostname}`), { code: "ENOTFOUND" }),
          [],
        );
      callback(null, first.address, first.family);
    });
  };
}

/**
 * The push worker's connections: kept alive (thousands of pushes to one push
 * service reuse a few TLS connections), at most `maxSockets` per service, and
 * each new one looked up through guardedLookup.
 */
export function pushAgent(maxSockets: number, allowedOrigins: readonly string[]): Agent {
  const allowedHosts = new Set(allowedOrigins.map((origin) => new URL(origin).hostname));
  return new Agent({ keepAlive: true, maxSockets, lookup: guardedLookup(allowedHosts) });
}
