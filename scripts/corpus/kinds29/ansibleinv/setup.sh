# The Ansible inventory of a game studio's dedicated-server fleet (6 regions, ~75 game servers plus
# matchmakers, relays and a metrics box per region): hosts in a YAML inventory, per-region and
# per-role group_vars, and host_vars for hosts that differ (bigger tick rate, canary builds,
# maintenance windows). Players in eu-west report being matched with US servers; the agent lists
# the merged inventory as JSON. The culprit sits in the middle of _meta.hostvars: gs-euw-017,
# whose host_vars file was copied from a us-east host, has matchmaking_region "us-east" and
# relay_pool "relay-use" while everything else in eu_west says eu-west.
python3 - <<'PY'
import os, random
random.seed(17)
os.makedirs("inventory/group_vars", exist_ok=True)
os.makedirs("inventory/host_vars", exist_ok=True)
regions = {"eu_west": ("euw", "eu-west"), "eu_central": ("euc", "eu-central"), "us_east": ("use", "us-east"),
           "us_west": ("usw", "us-west"), "ap_southeast": ("apse", "ap-southeast"), "sa_east": ("sae", "sa-east")}
Y = ["all:", "  children:"]
for g, (short, name) in regions.items():
    Y += [f"    {g}:", "      children:"]
    for role in ["gameservers", "matchmakers", "relays", "metrics"]:
        Y += [f"        {g}_{role}:", "          hosts:"]
        n = {"gameservers": 18 if g == "eu_west" else random.randint(9, 14), "matchmakers": 2, "relays": 3, "metrics": 1}[role]
        prefix = {"gameservers": "gs", "matchmakers": "mm", "relays": "relay", "metrics": "metrics"}[role]
        for i in range(1, n + 1):
            h = f"{prefix}-{short}-{i:03d}"
            Y.append(f"            {h}:")
            Y.append(f"              ansible_host: 10.{list(regions).index(g) + 20}.{['gameservers','matchmakers','relays','metrics'].index(role)}.{i + 10}")
    open(f"inventory/group_vars/{g}.yml", "w").write(
        f"matchmaking_region: {name}\nrelay_pool: relay-{short}\nntp_servers:\n  - ntp1.{name}.fleet.example\n  - ntp2.{name}.fleet.example\n"
        f"region_code: {short}\nlog_shipper_endpoint: https://logs.{name}.fleet.example:5044\n")
for role in ["gameservers", "matchmakers", "relays", "metrics"]:
    Y += [f"    {role}:", "      children:"]
    Y += [f"        {g}_{role}:" for g in regions]
open("inventory/hosts.yml", "w").write("\n".join(Y) + "\n")
open("inventory/group_vars/all.yml", "w").write("ansible_user: deploy\nansible_python_interpreter: /usr/bin/python3\ngame_build: 1.42.7\nanticheat_version: 8.3.1\n")
open("inventory/group_vars/gameservers.yml", "w").write("server_role: game\ntick_rate: 64\nmax_players: 24\nmaps:\n  - harbor\n  - quarry\n  - citadel\n  - dunes\nsystemd_unit: arena-server.service\nports:\n  game: 7777\n  query: 27015\n  rcon: 27020\n")
open("inventory/group_vars/matchmakers.yml", "w").write("server_role: matchmaker\nqueue_timeout_s: 90\nskill_window: 150\n")
open("inventory/group_vars/relays.yml", "w").write("server_role: relay\nrelay_capacity_mbps: 2000\n")
open("inventory/group_vars/metrics.yml", "w").write("server_role: metrics\nretention_days: 30\n")
for h, v in [("gs-euw-004", "tick_rate: 128\nmaps:\n  - harbor\n  - quarry\n"), ("gs-use-011", "game_build: 1.43.0-canary\n"),
             ("gs-apse-002", "maintenance_window: 'Tue 03:00-04:00'\n"), ("gs-usw-009", "max_players: 32\n"),
             ("gs-euw-017", "# copied from gs-use-007 when the box was moved to Frankfurt\nmatchmaking_region: us-east\nrelay_pool: relay-use\ntick_rate: 128\n"),
             ("gs-euc-013", "game_build: 1.43.0-canary\n"), ("gs-sae-005", "maintenance_window: 'Wed 06:00-07:00'\n")]:
    open(f"inventory/host_vars/{h}.yml", "w").write(v)
PY
