// Where the app writes a season's rows, read from its source (TypeScript's
// parser, no type checker: a few hundred milliseconds). Issue 40 §6: a write
// (a signup's paid flag) skipped the season state machine. The rule since: a
// row that belongs to a season is inserted, updated or deleted only on a
// SeasonWriteGrant's transaction (`grant.tx`), and a grant is made only by
// seasonWrite (app/data/season-state.server.ts), after seasonWriteRefusal
// allowed the write. tests/unit/season-writes.test.ts holds the app to it;
// tests/integration/season-writes.test.ts runs every function that asks for a
// grant on a closed season.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** The tables whose rows belong to a season, and why (docs/league-rules.md#what-each-state-allows). */
export const SEASON_TABLES: Record<string, string> = {
  seasons: "the season's own row: its name, settings, signups, state and champion",
  seasonTeams: "which teams play the season, their conferences, captains and seeds",
  seasonRosters: "the season's rosters",
  games: "the season's games and results",
  gameStats: "the stat lines of the season's games",
  liveEvents: "the taps of the season's live games",
  signups: "the season's signups and their fees",
  pendingSignups: "signups for the season waiting for the player's confirmation",
  drafts: "the season's draft order and core players",
  draftPicks: "the season's draft picks",
  scheduleDrafts: "the season's draft schedule",
};

/** The other tables, and why a closed season does not decide their writes. */
export const OTHER_TABLES: Record<string, string> = {
  teams: "a team outlives its seasons (name, abbreviation, colour)",
  players: "a player outlives his seasons (his details)",
  comments: "talk under a game, not its record: moderated, not closed",
  prayerIntentions: "the parish's intentions, no season's",
  auditLog: "what was done, written by every write, refused ones excepted",
  rateLimits: "counters of requests",
  emailPreferences: "a player's choice of emails",
  emailOutbox: "emails waiting to be sent, queued by the writes they announce",
  availability:
    "a player's answer for an upcoming game (closed to answers once the game is no longer upcoming, and a closed season's games all have results)",
  subOffers: "a player's days to sub, no season's",
  subInvites:
    "an invitation to sub in an upcoming game (as availability; cleared by the schedule writes that move its game)",
  pushSubscriptions: "a device's push subscription, no season's",
  pushSubscriptionTeams: "the teams a device follows, which outlive their seasons",
  pushDeliveries: "pushes waiting to be sent, queued by the writes they announce",
  vapidKeys: "the server's key for signing pushes",
  scheduledJobs:
    "reminders planned for upcoming games: bookkeeping of emails, cancelled when a game moves",
  user: "sign-in accounts",
  session: "sign-in sessions",
  account: "sign-in accounts' credentials",
  verification: "sign-in links",
};

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Every .ts and .tsx file under `dir` (a path from the repository's root). */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(path.join(ROOT, at))) {
      const rel = path.join(at, name);
      if (statSync(path.join(ROOT, rel)).isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(name)) out.push(rel);
    }
  };
  walk(dir);
  return out.sort();
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    readFileSync(path.join(ROOT, file), "utf8"),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

/** The tables app/db declares (`export const x = pgTable(…)`). */
export function schemaTables(): string[] {
  const names: string[] = [];
  for (const file of ["app/db/schema.ts", "app/db/auth-schema.ts"]) {
    const source = parse(file);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const d of statement.declarationList.declarations) {
        const init = d.initializer;
        if (
          ts.isIdentifier(d.name) &&
          init &&
          ts.isCallExpression(init) &&
          ts.isIdentifier(init.expression) &&
          init.expression.text === "pgTable"
        ) {
          names.push(d.name.text);
        }
      }
    }
  }
  return names;
}

/** The local names a file gives the schema's season tables (`import { games as g }`), and its namespace imports. */
function schemaBindings(source: ts.SourceFile) {
  const tables = new Map<string, string>();
  const namespaces = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (!/(^~\/db\/schema$|\/schema$)/.test(from)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings) continue;
    if (ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    else {
      for (const element of bindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (imported in SEASON_TABLES) tables.set(element.name.text, imported);
      }
    }
  }
  return { tables, namespaces };
}

const WRITES = new Set(["insert", "update", "delete"]);
const GUARDS = new Set(["seasonWrite", "newSeasonWrite"]);

/** The season table a write's first argument names, if any. */
function seasonTableOf(
  arg: ts.Expression | undefined,
  bindings: ReturnType<typeof schemaBindings>,
): string | null {
  if (!arg) return null;
  if (ts.isIdentifier(arg)) return bindings.tables.get(arg.text) ?? null;
  if (
    ts.isPropertyAccessExpression(arg) &&
    ts.isIdentifier(arg.expression) &&
    bindings.namespaces.has(arg.expression.text) &&
    arg.name.text in SEASON_TABLES
  ) {
    return arg.name.text;
  }
  return null;
}

/** The function a call names, when it is a plain identifier: `seasonWrite(…)`, `await lockedGame(…)`. */
function calledName(expression: ts.Expression | undefined): string | null {
  let e = expression;
  if (e && ts.isAwaitExpression(e)) e = e.expression;
  if (e && ts.isCallExpression(e) && ts.isIdentifier(e.expression)) return e.expression.text;
  return null;
}

/** Functions of this file whose declared return type names SeasonWriteGrant (they pass one on). */
function grantMakers(source: ts.SourceFile): Set<string> {
  const makers = new Set(GUARDS);
  const visit = (node: ts.Node) => {
    if (
      ts.isFunctionDeclaration(node) &&
      node.name &&
      node.type &&
      /\bSeasonWriteGrant\b/.test(node.type.getText(source))
    ) {
      makers.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return makers;
}

/** Whether a binding pattern or name binds `name`. */
function binds(name: ts.BindingName, wanted: string): boolean {
  if (ts.isIdentifier(name)) return name.text === wanted;
  return name.elements.some(
    (element) => !ts.isOmittedExpression(element) && binds(element.name, wanted),
  );
}

/**
 * Whether `name`, where `at` uses it, is a grant: a parameter typed
 * SeasonWriteGrant, or bound from what seasonWrite (or a function of this
 * file returning a grant) answered, in the nearest scope that binds it.
 */
function isGrant(name: string, at: ts.Node, source: ts.SourceFile, makers: Set<string>): boolean {
  for (let node: ts.Node | undefined = at.parent; node; node = node.parent) {
    if (ts.isFunctionLike(node)) {
      for (const param of node.parameters) {
        if (!binds(param.name, name)) continue;
        return ts.isIdentifier(param.name) && param.type?.getText(source) === "SeasonWriteGrant";
      }
    }
    if (ts.isBlock(node) || ts.isSourceFile(node) || ts.isModuleBlock(node)) {
      for (const statement of node.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const d of statement.declarationList.declarations) {
          if (!binds(d.name, name)) continue;
          const maker = calledName(d.initializer);
          return maker !== null && makers.has(maker);
        }
      }
    }
  }
  return false;
}

export interface SeasonTableWrite {
  /** "app/data/signups.server.ts:291" */
  at: string;
  table: string;
  /** The call as written, up to the table: "tx.update(signups)". */
  call: string;
  /** Made on a grant's transaction. */
  granted: boolean;
}

/** Every insert, update and delete of a season's table under `dir`. */
export function seasonTableWrites(dir = "app"): SeasonTableWrite[] {
  const found: SeasonTableWrite[] = [];
  for (const file of sourceFiles(dir)) {
    const source = parse(file);
    const bindings = schemaBindings(source);
    if (bindings.tables.size === 0 && bindings.namespaces.size === 0) continue;
    const makers = grantMakers(source);
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        WRITES.has(node.expression.name.text)
      ) {
        const table = seasonTableOf(node.arguments[0], bindings);
        if (table) {
          const receiver = node.expression.expression;
          const granted =
            ts.isPropertyAccessExpression(receiver) &&
            receiver.name.text === "tx" &&
            ts.isIdentifier(receiver.expression) &&
            isGrant(receiver.expression.text, node, source, makers);
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
          found.push({
            at: `${file}:${line}`,
            table,
            call: `${receiver.getText(source).replace(/\s+/g, "")}.${node.expression.name.text}(${node.arguments[0]!.getText(source)})`,
            granted,
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/**
 * The exported functions of app/data that ask for a grant (seasonWrite,
 * newSeasonWrite), themselves or through functions of their own file: the
 * ways into a season's rows, as "file › name".
 */
export function seasonWriteEntryPoints(): string[] {
  const entries: string[] = [];
  for (const file of sourceFiles("app/data")) {
    if (file.endsWith("season-state.server.ts")) continue;
    const source = parse(file);
    const bodies = new Map<string, ts.Node>();
    const exported = new Set<string>();
    for (const statement of source.statements) {
      const isExported = ts.canHaveModifiers(statement)
        ? (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
        : false;
      if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) {
        bodies.set(statement.name.text, statement.body);
        if (isExported) exported.add(statement.name.text);
      }
      if (ts.isVariableStatement(statement)) {
        for (const d of statement.declarationList.declarations) {
          if (
            ts.isIdentifier(d.name) &&
            d.initializer &&
            (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer))
          ) {
            bodies.set(d.name.text, d.initializer.body);
            if (isExported) exported.add(d.name.text);
          }
        }
      }
    }
    const calls = (body: ts.Node): Set<string> => {
      const names = new Set<string>();
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
          names.add(node.expression.text);
        }
        ts.forEachChild(node, visit);
      };
      visit(body);
      return names;
    };
    const asks = (name: string, seen = new Set<string>()): boolean => {
      if (seen.has(name)) return false;
      seen.add(name);
      const body = bodies.get(name);
      if (!body) return false;
      for (const called of calls(body)) {
        if (GUARDS.has(called) || asks(called, seen)) return true;
      }
      return false;
    };
    for (const name of [...exported].sort()) {
      if (asks(name)) entries.push(`${path.basename(file, ".server.ts")} › ${name}`);
    }
  }
  return entries;
}
