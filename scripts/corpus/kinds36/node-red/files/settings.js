// Node-RED settings of the brewery's cellar Pi: the editor on the loopback only (the brewers reach
// it through an SSH tunnel), flows in flows.json, no telemetry, no update checks.
module.exports = {
    uiHost: "127.0.0.1",
    uiPort: PORT,
    flowFile: "flows.json",
    credentialSecret: "cellar-2025",
    flowFilePretty: true,
    diagnostics: { enabled: false, ui: false },
    telemetry: { enabled: false },
    runtimeState: { enabled: false, ui: false },
    logging: { console: { level: "info", metrics: false, audit: false } },
    editorTheme: { projects: { enabled: false }, palette: { catalogues: [] } },
    functionExternalModules: false,
    exportGlobalContextKeys: false
};
