# A county council's library service manages its public PCs, self-service kiosks and branch servers
# with Puppet (site-modules/, ten modules, two manifests each, written over the years in the old
# style: double-quoted strings without variables, unaligned arrows, file modes as bare numbers,
# 'ensure' not first, undocumented classes). In libpc::profiles the roaming profile share is built
# with the branch's hostname in a single-quoted string, so Puppet would create a directory literally
# named '${::hostname}': puppet-lint 3.0 (Debian) reports it as the run's only ERROR, among the
# modules' warnings.
python3 - <<'PY'
import os, random
random.seed(37)
mods = ["av", "backup", "catalogue", "kiosk", "libpc", "ntp", "printing", "selfservice", "sso", "wifi"]
services = {"av": "pulseaudio", "backup": "bacula-fd", "catalogue": "koha-common", "cctv": "motion",
            "kiosk": "lightdm", "libpc": "cups-browsed", "ntp": "chrony", "printing": "cups",
            "selfservice": "sip2-gateway", "sso": "sssd", "staffdesk": "xrdp", "wifi": "hostapd"}
for m in mods:
    d = f"site-modules/{m}/manifests"
    os.makedirs(d, exist_ok=True)
    svc = services[m]
    with open(f"{d}/init.pp", "w") as f:
        f.write(f"""class {m} (
  $branch = "central",
  $enabled = true,
) {{
  package {{ '{svc}':
    ensure => installed,
  }}
  file {{ '/etc/library/{m}.conf':
    owner   => 'root',
    group   => 'root',
    mode    => 644,
    ensure  => file,
    content => template('{m}/{m}.conf.erb'),
    require => Package['{svc}'],
  }}
  service {{ '{svc}':
    enable    => $enabled,
    ensure    => running,
    subscribe => File['/etc/library/{m}.conf'],
  }}
}}
""")
    extra = "profiles" if m == "libpc" else "config"
    with open(f"{d}/{extra}.pp", "w") as f:
        if m == "libpc":
            f.write("""class libpc::profiles (
  $share = "/srv/profiles",
) {
  file { "/srv/profiles":
    owner => "root",
    mode => 755,
    ensure => directory,
  }
  # one roaming profile folder a branch, on the branch server
  file { '/srv/profiles/${::hostname}':
    ensure => directory,
    owner  => 'root',
    group  => 'libpc-users',
    mode   => '2770',
  }
  cron { "clear-guest-sessions":
    command => "/usr/local/sbin/clear-guest-sessions --older-than 1d --keep-printer-queue --notify branch-it@library.example.org",
    hour => 21,
    minute => 30,
  }
}
""")
        else:
            f.write(f"""class {m}::config (
  $log_dir = "/var/log/library/{m}",
) {{
  file {{ "/var/log/library/{m}":
    owner  => "root",
    mode   => 750,
    ensure => directory,
  }}
  file {{ "/etc/logrotate.d/library-{m}":
    source => "puppet:///modules/{m}/logrotate",
    mode   => 644,
  }}
  cron {{ "{m}-nightly":
    command => "/usr/local/sbin/{m}-nightly --branch-list /etc/library/branches.txt --report-to branch-it@library.example.org",
    hour => {random.randint(0, 5)},
    minute => {random.choice([5, 15, 20, 40, 45])},
  }}
}}
""")
PY
