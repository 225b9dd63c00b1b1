// Demo sign-in accounts with a password (demo data only; documented in the
// README): Pat Murphy, a player, and the demo admin. Anyone else signs in by
// an emailed link.
import type { Auth } from "~/auth/auth.server";

export const DEMO_PASSWORD = "southie-hoops";

export const DEMO_ACCOUNTS = [
  { email: "player@example.org", name: "Pat Murphy" },
  { email: "admin@example.org", name: "League Admin" },
] as const;

export async function createDemoAccounts(auth: Auth): Promise<void> {
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(DEMO_PASSWORD);
  for (const { email, name } of DEMO_ACCOUNTS) {
    if (await ctx.internalAdapter.findUserByEmail(email)) continue;
    const user = await ctx.internalAdapter.createUser(
      { email, name, emailVerified: true },
      { method: "admin" },
    );
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: hash,
    });
  }
}
