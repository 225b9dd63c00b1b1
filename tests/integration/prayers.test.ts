// Prayer intentions: the query module on every database kind, then the three
// routes' loaders and actions as the server runs them, with real sessions.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPrayerIntention,
  listPrayerIntentions,
  prayerIntentionById,
  prayerIntentionCounts,
  setPrayerIntentionStatus,
} from "~/data/prayers.server";
import { prayerIntentions } from "~/db/schema";
import { PRAYER_MESSAGE_MAX } from "~/domain/prayers/prayer";
import type * as OneRoute from "~/routes/prayer-intention";
import type * as FormRoute from "~/routes/prayer-intention-new";
import type * as ListRoute from "~/routes/prayer-intentions";
import { startApp, type TestApp } from "../support/app";
import { databaseKinds, type TestDatabase } from "../support/databases";

const at = (iso: string) => new Date(iso);

for (const kind of databaseKinds) {
  describe(`prayers data on ${kind.name}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await kind.open();
    }, 120_000);
    afterAll(() => db?.dispose());

    it("stores, finds, lists newest first, counts and sets the status", async () => {
      expect(await prayerIntentionCounts(db.db)).toEqual({ total: 0, new: 0 });
      expect(await listPrayerIntentions(db.db, { limit: 10, offset: 0 })).toEqual([]);

      const older = await createPrayerIntention(db.db, {
        name: null,
        message: "For peace",
        createdAt: at("2026-11-01T10:00:00Z"),
      });
      const newer = await createPrayerIntention(db.db, {
        name: "Nora",
        message: "For my father\nand his surgery",
        createdAt: at("2026-11-20T10:00:00Z"),
      });
      expect(older).toMatch(/^[A-Za-z0-9_-]{12}$/);
      expect(newer).not.toBe(older);

      expect(await prayerIntentionById(db.db, newer)).toEqual({
        id: newer,
        name: "Nora",
        message: "For my father\nand his surgery",
        status: "new",
        createdAt: at("2026-11-20T10:00:00Z"),
      });
      expect(await prayerIntentionById(db.db, "nope")).toBeUndefined();

      const list = await listPrayerIntentions(db.db, { limit: 10, offset: 0 });
      expect(list.map((p) => p.id)).toEqual([newer, older]);
      expect((await listPrayerIntentions(db.db, { limit: 1, offset: 1 })).map((p) => p.id)).toEqual(
        [older],
      );
      expect(await prayerIntentionCounts(db.db)).toEqual({ total: 2, new: 2 });

      expect(await setPrayerIntentionStatus(db.db, older, "prayed")).toBe(true);
      expect(await prayerIntentionCounts(db.db)).toEqual({ total: 2, new: 1 });
      expect((await prayerIntentionById(db.db, older))?.status).toBe("prayed");
      expect(await setPrayerIntentionStatus(db.db, older, "new")).toBe(true);
      expect(await prayerIntentionCounts(db.db)).toEqual({ total: 2, new: 2 });
      expect(await setPrayerIntentionStatus(db.db, "missing", "prayed")).toBe(false);
      expect(await prayerIntentionCounts(db.db)).toEqual({ total: 2, new: 2 });
    });
  });
}

describe("prayer intention routes", () => {
  let app: TestApp;
  let routes: {
    list: typeof ListRoute;
    one: typeof OneRoute;
    form: typeof FormRoute;
  };
  let ipCounter = 0;
  /** A fresh client address per send, so only the rate-limit test meets the limit. */
  const freshIp = () => `10.1.0.${++ipCounter}`;

  beforeAll(async () => {
    app = await startApp();
    routes = {
      list: await import("~/routes/prayer-intentions"),
      one: await import("~/routes/prayer-intention"),
      form: await import("~/routes/prayer-intention-new"),
    };
  }, 120_000);

  const rowCount = async () => (await app.db.select().from(prayerIntentions)).length;
  const rowById = async (id: string) =>
    (await app.db.select().from(prayerIntentions).where(eq(prayerIntentions.id, id)))[0];

  /** Sends the new-intention form; returns the Response thrown or returned. */
  async function send(form: Record<string, string>, ip = freshIp()) {
    const request = app.request("/prayer-intentions/new", { form, ip });
    try {
      return await routes.form.action({ request, params: {}, context: {} } as never);
    } catch (thrown) {
      return thrown;
    }
  }

  function sentId(outcome: unknown): string {
    expect(outcome).toBeInstanceOf(Response);
    const response = outcome as Response;
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!, "http://x");
    expect(location.pathname).toBe("/prayer-intentions/new");
    return location.searchParams.get("sent")!;
  }

  /** A data() answer: its status and the conform reply it carries. */
  function refusal(outcome: unknown) {
    const answer = outcome as {
      init: { status: number; headers?: Record<string, string> };
      data: {
        result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
      };
    };
    return {
      ...answer.data.result,
      status: answer.init.status,
      retryAfter: answer.init.headers?.["Retry-After"],
    };
  }

  async function toggle(
    path: "list" | "one",
    prayerId: string,
    status: string,
    cookie?: string,
  ): Promise<unknown> {
    const url = path === "list" ? "/prayer-intentions" : `/prayer-intentions/${prayerId}`;
    const request = app.request(url, {
      form: { intent: "set-status", prayerId, status },
      cookie,
    });
    const action = path === "list" ? routes.list.action : routes.one.action;
    try {
      return await action({ request, params: { prayerId }, context: {} } as never);
    } catch (thrown) {
      return thrown;
    }
  }

  it("a visitor sends an intention without a name: stored as new, shown as Anonymous", async () => {
    const before = await rowCount();
    const id = sentId(await send({ name: "  ", message: "  For the sick of our parish\r\n" }));
    expect(await rowCount()).toBe(before + 1);
    expect(await rowById(id)).toMatchObject({
      name: null,
      message: "For the sick of our parish",
      status: "new",
    });
    // Stamped with the app's clock (NOW is pinned in tests).
    const row = await rowById(id);
    expect(Math.abs(row!.createdAt.getTime() - Date.parse(process.env.NOW!))).toBeLessThan(60_000);

    // The confirmation knows it; the list and its page show it as Anonymous.
    const confirmation = await routes.form.loader({
      request: app.request(`/prayer-intentions/new?sent=${id}`),
      params: {},
      context: {},
    } as never);
    expect(confirmation.sent).toEqual({ id });
    const page = await routes.one.loader({
      request: app.request(`/prayer-intentions/${id}`),
      params: { prayerId: id },
      context: {},
    } as never);
    expect(page.prayer).toMatchObject({ name: "Anonymous", message: "For the sick of our parish" });
    const list = await routes.list.loader({
      request: app.request("/prayer-intentions"),
      params: {},
      context: {},
    } as never);
    expect(list.prayers[0]).toMatchObject({ id, name: "Anonymous" });
  });

  it("a visitor never sees the status or the counter; an admin sees both", async () => {
    const visitor = await routes.list.loader({
      request: app.request("/prayer-intentions"),
      params: {},
      context: {},
    } as never);
    expect(visitor.newCount).toBeNull();
    expect(visitor.isAdmin).toBe(false);
    expect(visitor.prayers.length).toBeGreaterThan(0);
    for (const prayer of visitor.prayers) {
      expect(Object.keys(prayer).sort()).toEqual(
        ["age", "createdAt", "date", "id", "message", "name"].sort(),
      );
    }
    const player = await routes.list.loader({
      request: app.request("/prayer-intentions", {
        cookie: await app.cookieFor("player@example.org"),
      }),
      params: {},
      context: {},
    } as never);
    expect(player.newCount).toBeNull();
    expect(player.prayers[0]?.status).toBeUndefined();

    const admin = await routes.list.loader({
      request: app.request("/prayer-intentions", {
        cookie: await app.cookieFor("admin@example.org"),
      }),
      params: {},
      context: {},
    } as never);
    expect(admin.isAdmin).toBe(true);
    expect(admin.newCount).toBe((await prayerIntentionCounts(app.db)).new);
    expect(admin.prayers.every((p) => p.status === "new" || p.status === "prayed")).toBe(true);
  });

  it("refuses an empty message with a clear message and writes nothing", async () => {
    const before = await rowCount();
    for (const message of ["", "   \r\n  "]) {
      const answer = refusal(await send({ name: "Brendan", message }));
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toEqual(["Please write your prayer intention."]);
      // What was typed comes back to the form.
      expect(answer.initialValue).toMatchObject({ name: "Brendan" });
    }
    expect(refusal(await send({})).status).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it("refuses a too-long message or name, keeping what was typed up to each limit, and writes nothing", async () => {
    const before = await rowCount();
    const long = "x".repeat(PRAYER_MESSAGE_MAX + 1);
    const answer = refusal(await send({ name: "n".repeat(81), message: long }));
    expect(answer.status).toBe(400);
    expect(answer.error?.message?.[0]).toMatch(/at most 2,000 characters/);
    expect(answer.error?.name?.[0]).toMatch(/at most 80 characters/);
    // The form's maxlength stops a browser at the limit: only a crafted post is longer,
    // and its echo stops at the limit too.
    expect(answer.initialValue).toMatchObject({
      message: long.slice(0, PRAYER_MESSAGE_MAX),
      name: "n".repeat(80),
    });
    expect(await rowCount()).toBe(before);
  });

  it("stores script and HTML payloads exactly as typed", async () => {
    const name = `<img src=x onerror="alert('n')">`;
    const message = `<script>alert("m")</script>\n<b>bold</b> & "quotes"`;
    const id = sentId(await send({ name, message }));
    expect(await rowById(id)).toMatchObject({ name, message });
  });

  it("limits sends per client address, with a message and no row", async () => {
    const ip = "10.9.9.9";
    const { limits } = await import("~/auth/rate-limit.server");
    for (let i = 0; i < limits.prayerPerIp.points; i++) {
      sentId(await send({ message: `Intention ${i}` }, ip));
    }
    const before = await rowCount();
    const answer = refusal(await send({ message: "One too many" }, ip));
    expect(answer.status).toBe(429);
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(answer.error?.[""]?.[0]).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(answer.initialValue).toMatchObject({ message: "One too many" });
    expect(await rowCount()).toBe(before);
    // Another address is not held back.
    sentId(await send({ message: "From elsewhere" }, "10.9.9.10"));
  });

  it("an admin toggles new → prayed → new, from the list and from the intention's page", async () => {
    const id = sentId(await send({ message: "Toggle me" }));
    const cookie = await app.cookieFor("admin@example.org");
    const counts = async () => (await prayerIntentionCounts(app.db)).new;
    const newBefore = await counts();

    expect(await toggle("list", id, "prayed", cookie)).toEqual({ prayerId: id, status: "prayed" });
    expect((await rowById(id))?.status).toBe("prayed");
    expect(await counts()).toBe(newBefore - 1);
    // Sent twice (a reload after a plain POST): still prayed.
    await toggle("list", id, "prayed", cookie);
    expect((await rowById(id))?.status).toBe("prayed");

    expect(await toggle("one", id, "new", cookie)).toEqual({ prayerId: id, status: "new" });
    expect((await rowById(id))?.status).toBe("new");
    expect(await counts()).toBe(newBefore);

    // The page's counter follows.
    const page = await routes.one.loader({
      request: app.request(`/prayer-intentions/${id}`, { cookie }),
      params: { prayerId: id },
      context: {},
    } as never);
    expect(page.newCount).toBe(newBefore);
    expect(page.prayer.status).toBe("new");
  });

  it("an admin's bad toggle gets a 4xx, never a 500, and changes nothing", async () => {
    const id = sentId(await send({ message: "Leave me be" }));
    const cookie = await app.cookieFor("admin@example.org");
    const bad = (await toggle("list", id, "deleted", cookie)) as { init: { status: number } };
    expect(bad.init.status).toBe(400);
    const missing = (await toggle("list", "no-such-id", "prayed", cookie)) as {
      init: { status: number };
    };
    expect(missing.init.status).toBe(404);
    expect((await rowById(id))?.status).toBe("new");
  });

  it("a visitor, a player and a signed-in non-player cannot toggle: redirected, nothing changes", async () => {
    const id = sentId(await send({ message: "Only admins mark me" }));
    const cases: [string | undefined, string][] = [
      [undefined, "/login?redirect=%2Fprayer-intentions"],
      [await app.cookieFor("player@example.org"), "/"],
      [await app.cookieFor("fan@example.org"), "/"],
    ];
    for (const [cookie, location] of cases) {
      for (const path of ["list", "one"] as const) {
        const outcome = await toggle(path, id, "prayed", cookie);
        expect(outcome).toBeInstanceOf(Response);
        const response = outcome as Response;
        expect(response.status).toBe(302);
        const expected =
          path === "one" && !cookie
            ? `/login?redirect=${encodeURIComponent(`/prayer-intentions/${id}`)}`
            : location;
        expect(response.headers.get("Location")).toBe(expected);
      }
    }
    expect((await rowById(id))?.status).toBe("new");
  });

  it("an unknown or malformed id is a 404", async () => {
    for (const prayerId of ["no-such-id", "bad id!"]) {
      const outcome = await routes.one
        .loader({
          request: app.request(`/prayer-intentions/${encodeURIComponent(prayerId)}`),
          params: { prayerId },
          context: {},
        } as never)
        .catch((thrown: unknown) => thrown);
      expect((outcome as { init: { status: number } }).init.status).toBe(404);
    }
    // A confirmation for an unknown id shows the form again.
    const form = await routes.form.loader({
      request: app.request("/prayer-intentions/new?sent=nope"),
      params: {},
      context: {},
    } as never);
    expect(form.sent).toBeNull();
  });
});
