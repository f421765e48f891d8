/** Architecture rules of the clinic scheduler (see docs/architecture.md). */
module.exports = {
  forbidden: [
    { name: "no-circular", severity: "error", comment: "Modules must not depend on each other in a cycle.",
      from: {}, to: { circular: true } },
    { name: "no-orphans", severity: "warn", comment: "A module nobody imports is dead code or an entry point.",
      from: { orphan: true, pathNot: ["(^|/)\\.[^/]+\\.(js|cjs|mjs|json)$", "^src/index\\.js$", "^src/jobs/"] }, to: {} },
    { name: "ui-not-to-db", severity: "error", comment: "Handlers go through the services, never to the repositories.",
      from: { path: "^src/http/" }, to: { path: "^src/db/" } },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    moduleSystems: ["cjs"],
  },
};
