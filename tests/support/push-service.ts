// A push service of the tests' own (RFC 8030, as browsers' push services
// answer): an https server on 127.0.0.1 with a certificate made for the test
// run, recording every push it is sent. The server under test trusts the
// certificate the way a production server trusts a real one's (through the
// process's CA store: NODE_EXTRA_CA_CERTS), and may post to it because its
// origin is listed in PUSH_ALLOWED_ORIGINS. Devices hold real P-256 keys and
// auth secrets, so each received push is decrypted (aes128gcm, RFC 8291) as
// the browser would, and its VAPID header checked (RFC 8292).
import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from "node:crypto";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import ece from "http_ece";
import { generate } from "selfsigned";

export interface PushServiceTls {
  key: string;
  cert: string;
}

/** A certificate for https://127.0.0.1 (its own issuer: trusting it trusts this one server). */
export async function pushServiceTls(): Promise<PushServiceTls> {
  const made = await generate([{ name: "commonName", value: "127.0.0.1" }], {
    keyType: "ec",
    curve: "P-256",
    algorithm: "sha256",
    notAfterDate: new Date(Date.now() + 7 * 24 * 3600_000),
    extensions: [
      { name: "basicConstraints", cA: true },
      { name: "keyUsage", digitalSignature: true, keyCertSign: true },
      { name: "extKeyUsage", serverAuth: true },
      { name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] },
    ],
  });
  return { key: made.private, cert: made.cert };
}

export interface ReceivedPush {
  /** The device's id: the endpoint's last path segment. */
  device: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  at: number;
}

export interface PushService {
  origin: string;
  received: ReceivedPush[];
  /** The status it answers (201 unless set): 410 for a gone device, 500 for a failing service. */
  answer(status: (device: string) => number): void;
  close(): Promise<void>;
}

export async function startPushService(tls: PushServiceTls, port = 0): Promise<PushService> {
  const received: ReceivedPush[] = [];
  let status = (_device: string) => 201;
  const server: Server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const device = (req.url ?? "").split("/").pop() ?? "";
      const code = status(device);
      if (code === 201) {
        received.push({
          device,
          headers: req.headers,
          body: Buffer.concat(chunks),
          at: Date.now(),
        });
      }
      res.writeHead(code, code === 201 ? { Location: `/message/${randomUUID()}` } : {}).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${bound}`,
    received,
    answer(next) {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's subscription: its endpoint at the push service and its keys. */
export interface TestDevice {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The push's JSON, decrypted with this device's private key and auth secret. */
  read(body: Buffer): unknown;
}

export function testDevice(origin: string): TestDevice {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const id = randomUUID();
  return {
    id,
    endpoint: `${origin}/push/${id}`,
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: authSecret.toString("base64url"),
    read: (body) =>
      JSON.parse(
        ece.decrypt(body, { version: "aes128gcm", privateKey: ecdh, authSecret }).toString("utf8"),
      ),
  };
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): the key is the
 * expected one, the JWT is ES256-signed by it. Answers the JWT's claims.
 */
export function vapidClaims(authorization: string, publicKey: string): VapidClaims {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) throw new Error(`Not a VAPID Authorization header: ${authorization}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error("The VAPID header names another key");
  const [header, claims, signature] = jwt.split(".") as [string, string, string];
  const { alg } = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg: string };
  if (alg !== "ES256") throw new Error(`The VAPID JWT is signed with ${alg}`);
  const point = Buffer.from(key, "base64url");
  const verifier = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: verifier, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("The VAPID JWT's signature does not verify with its key");
  return JSON.parse(Buffer.from(claims, "base64url").toString()) as VapidClaims;
}
