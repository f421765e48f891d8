# The runbooks of a data platform's on-call rotation (38 Markdown pages: one per alert, plus an
# index and an escalation page), written by many hands: long lines, trailing spaces, lists without
# blank lines around them, bare URLs, fenced blocks without a language, so markdownlint-cli (npm)
# finds style violations in nearly every page. The Kafka consumer lag runbook links to its own
# "#raising-partitions" section, which was dropped when the page was rewritten: the one broken
# link (MD051), in the middle of the list. The agent lints with --json (an array of results,
# written to stderr).
npm install --no-audit --no-fund --silent >/dev/null 2>&1
mkdir -p docs/runbooks
python3 - <<'PY'
import random
random.seed(28)
alerts = ["kafka-consumer-lag", "kafka-under-replicated", "zookeeper-session-expired", "spark-driver-oom",
          "airflow-scheduler-heartbeat", "airflow-dag-sla-miss", "hdfs-namenode-safemode", "hdfs-capacity",
          "trino-coordinator-down", "trino-query-queue", "postgres-replication-lag", "postgres-disk",
          "s3-sync-failed", "dbt-run-failed", "warehouse-load-late", "schema-registry-5xx",
          "flink-checkpoint-timeout", "flink-backpressure", "elasticsearch-yellow", "elasticsearch-red",
          "redis-evictions", "minio-drive-offline", "vault-sealed", "certificate-expiry",
          "node-disk-pressure", "node-not-ready", "pod-crashloop", "ingress-5xx", "dns-resolution",
          "backup-missed", "cost-anomaly", "pii-scanner-hit", "data-freshness", "great-expectations-failed",
          "metabase-slow", "superset-login", "jupyterhub-spawn", "kafka-connect-task-failed"]
words = ("check the dashboard first then look at the logs of the affected service and compare the "
         "current values with the baseline of the last seven days before you escalate to the owning "
         "team in their channel during business hours").split()
def para(r, n):
    return " ".join(r.choice(words) for _ in range(n)).capitalize() + "."
for k, a in enumerate(alerts):
    r = random.Random(k)
    title = a.replace("-", " ").capitalize()
    L = [f"# {title}", ""]
    if a == "kafka-consumer-lag":
        L += ["## Consumer lag", ""]
    else:
        L += ["## Summary", ""]
    L.append(para(r, r.randint(8, 40)) + (" " if r.random() < 0.3 else ""))
    L.append("")
    L.append("## Impact")
    if r.random() < 0.6:
        L.append("")
    L.append(para(r, r.randint(10, 25)) + ("  " if r.random() < 0.3 else ""))
    L.append("Dashboards:")
    if r.random() < 0.5:
        L.append("")
    for j in range(r.randint(1, 3)):
        url = f"https://grafana.internal.example/d/{a}-{j}/overview?orgId=1&refresh=30s"
        L.append(f"- {url}" if r.random() < 0.4 else f"- <{url}>")
    L.append("## Diagnosis")
    L.append("")
    L.append("```" if r.random() < 0.3 else "```sh")
    L.append(f"kubectl -n data logs deploy/{a.split('-')[0]} --since=30m | grep -i error | tail -50")
    L.append("```")
    L.append("")
    for j in range(r.randint(3, 6)):
        L.append(f"{j + 1}. {para(r, r.randint(6, 18))}")
    L.append("")
    if r.random() < 0.5:
        L += ["", ""]
    L.append("## Mitigation")
    L.append("")
    L.append("- " + para(r, r.randint(6, 18)))
    L.append(("+ " if r.random() < 0.3 else "- ") + para(r, r.randint(6, 14)))
    if a == "kafka-consumer-lag":
        L.append("- If the lag still grows after a restart, go back to [Diagnosis](#diagnosis) and then")
        L.append("  [raise partitions](#raising-partitions) before paging the owning team.")
    L.append("")
    L.append("## Escalation")
    L.append("")
    L.append("See [escalation policy](../escalation.md) and page the owning team." + ("\t" if r.random() < 0.2 else ""))
    open(f"docs/runbooks/{a}.md", "w").write("\n".join(L) + ("\n" if r.random() < 0.8 else ""))
idx = ["# Data platform runbooks", "", "One page per alert. Start with the alert name from the page.", ""]
for a in alerts:
    idx.append(f"- [{a}](runbooks/{a}.md)")
idx.append("")
open("docs/index.md", "w").write("\n".join(idx))
open("docs/escalation.md", "w").write("# Escalation\n\n## Business hours\n\nPost in the owning team's channel.\n\n## Night\n\nPage the secondary after 15 minutes without acknowledgement.\n")
PY
