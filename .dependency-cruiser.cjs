// `npm run lint` runs this (dependency-cruiser) beside ESLint. ESLint keeps the
// layers (routes → pages → data → db, domain at the bottom); this file keeps
// the rooms inside app/domain and app/components: no import circle anywhere in
// app/, and a subject's folder imports only subjects listed before it below
// (docs/architecture.md, "The map"). The loose files at the top of a folder are
// its base: every subject may use them, and they use no subject.

/** app/domain's subjects, lowest first: each may import only those before it. */
const DOMAIN_SUBJECTS = [
  "time",
  "people",
  "games",
  "live",
  "stats",
  "playoffs",
  "schedule",
  "season-schedule",
  "teams",
  "game-story",
  "charts",
  "alerts",
  "availability",
  "push",
  "draft",
  "signups",
  "season",
  "prayers",
  "dashboard",
  "import",
];

/** app/components' subjects, lowest first (admin/ holds the admin's screens by subject). */
const COMPONENT_SUBJECTS = [
  "chrome",
  "live",
  "charts",
  "teams",
  "games",
  "seasons",
  "schedule",
  "availability",
  "account",
  "players",
  "draft",
  "prayers",
  "signups",
  "admin",
];

const ADMIN_SUBJECTS = ["dashboard", "signups", "games", "seasons"];

const any = (names) => `(${names.join("|")})`;

/** One rule per subject: it may not import itself from above. */
function downwardOnly(folder, subjects) {
  return subjects.map((subject, rank) => {
    const above = subjects.filter((_, i) => i > rank);
    return {
      name: `${folder.replaceAll("/", "-")}-${subject}-imports-downward`,
      comment: `${folder}/${subject} may import only subjects listed before it (${subjects.slice(0, rank).join(", ") || "none"}) and ${folder}'s loose files.`,
      severity: "error",
      from: { path: `^${folder}/${subject}/` },
      to: { path: `^${folder}/${any(above.length > 0 ? above : ["(?!)"])}/` },
    };
  });
}

/** The loose files at a folder's top are its base: they import no subject. */
function baseImportsNoSubject(folder, subjects) {
  return {
    name: `${folder.replaceAll("/", "-")}-base-imports-no-subject`,
    comment: `The loose files of ${folder} are what every subject there uses: they import none of its subjects.`,
    severity: "error",
    from: { path: `^${folder}/[^/]+$` },
    to: { path: `^${folder}/${any(subjects)}/` },
  };
}

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "No import circle: a module that needs another's parts and is needed by it is one module, or the shared part is a third.",
      severity: "error",
      from: { path: "^app/" },
      to: { circular: true },
    },
    ...downwardOnly("app/domain", DOMAIN_SUBJECTS),
    baseImportsNoSubject("app/domain", DOMAIN_SUBJECTS),
    ...downwardOnly("app/components", COMPONENT_SUBJECTS),
    baseImportsNoSubject("app/components", COMPONENT_SUBJECTS),
    ...downwardOnly("app/components/admin", ADMIN_SUBJECTS),
    baseImportsNoSubject("app/components/admin", ADMIN_SUBJECTS),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|\\.react-router)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
