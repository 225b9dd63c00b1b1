// Security headers on every response, set by helmet. The Content-Security-
// Policy allows scripts only from this site plus the inline scripts React
// Router writes into each page, which carry a nonce made fresh for every
// response; no inline script of an attacker can guess it. Pages may not be
// framed anywhere (an admin form in a hidden frame would otherwise count as a
// same-origin post). Player photos may come from any http(s) address.
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { isShareImagePath } from "~/domain/game-story/share-image";
import { addressOf } from "./request-address.server";

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

export function securityHeaders({ https }: { https: boolean }) {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "https:", "http:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: { action: "deny" },
    // Other sites learn nothing of which page linked them; our own posts keep
    // their Origin header, which the cross-site check reads.
    referrerPolicy: { policy: "same-origin" },
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 60 * 60 } : false,
  });
  return [
    (_req: Request, res: Response, next: NextFunction) => {
      res.locals.cspNonce = randomBytes(16).toString("base64");
      res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
      next();
    },
    headers,
    // A game's share picture is meant to be shown on other sites (a chat's
    // link preview may load it in a page of its own): helmet's same-origin
    // resource policy would block it there.
    (req: Request, res: Response, next: NextFunction) => {
      if (isShareImagePath(addressOf(req).url.pathname))
        res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
      next();
    },
  ];
}
