# The Ansible repository that provisions the self-checkout kiosks of a grocery chain (a site
# playbook and 14 roles: kiosk OS hardening, the kiosk app, receipt printer, scale, payment
# terminal, VPN, monitoring agent...), written over the years without a linter: ansible-lint 6.13
# (Debian's) finds routine violations in most files (short module names, tasks without names,
# commands without changed_when, file modes, line length, truthy values). One task in the
# payment-terminal role sets the ZVT spool directory's owner with 'recursive: true' (the parameter
# is 'recurse'): an args[module] 'Unsupported parameters' violation that would fail the real run,
# among ~240 routine ones (and at level warning only: the rule is experimental). Codeclimate JSON
# on stdout, one line; -q leaves out the colour summary table on stderr; exit 2. The agent lints the
# repository.
python3 - <<'PY'
import os, random
random.seed(14)
roles = ["common", "hardening", "kiosk_app", "receipt_printer", "scale", "payment_terminal", "vpn",
         "monitoring_agent", "log_shipping", "ntp", "touchscreen", "barcode_scanner", "updates", "backup"]
os.makedirs("playbooks", exist_ok=True)
open("ansible.cfg", "w").write("[defaults]\nroles_path = roles\ninventory = inventory/hosts.ini\n")
os.makedirs("inventory", exist_ok=True)
open("inventory/hosts.ini", "w").write("[kiosks]\n" + "".join(f"kiosk-{s:03d}.stores.example\n" for s in range(1, 30)))
open("playbooks/site.yml", "w").write("---\n- name: Provision self-checkout kiosks\n  hosts: kiosks\n  become: true\n  roles:\n" +
                                      "".join(f"    - {r}\n" for r in roles))
for r in roles:
    rnd = random.Random(r)
    os.makedirs(f"roles/{r}/tasks", exist_ok=True)
    os.makedirs(f"roles/{r}/handlers", exist_ok=True)
    os.makedirs(f"roles/{r}/templates", exist_ok=True)
    os.makedirs(f"roles/{r}/meta", exist_ok=True)
    open(f"roles/{r}/meta/main.yml", "w").write(f"---\ngalaxy_info:\n  author: store-it\n  description: {r} for kiosks\n  license: proprietary\n  min_ansible_version: '2.14'\n  platforms:\n    - name: Debian\n      versions:\n        - bookworm\ndependencies: []\n")
    T = ["---"]
    for k in range(rnd.randint(5, 10)):
        kind = rnd.choice(["apt", "copy", "command", "service", "template", "file", "lineinfile", "shell"])
        named = rnd.random() < 0.6
        name = f"- name: {'configure' if rnd.random() < 0.3 else 'Configure'} {r.replace('_', ' ')} step {k + 1}" if named else "-"
        short = rnd.random() < 0.5
        mod = kind if short else f"ansible.builtin.{kind}"
        if kind == "apt":
            body = [f"  {mod}:", f"    name: {r.replace('_', '-')}-pkg{k}", "    state: present", f"    update_cache: {rnd.choice(['yes', 'true'])}"]
        elif kind in ("copy", "template"):
            body = [f"  {mod}:", f"    src: {r}-{k}.conf{'.j2' if kind == 'template' else ''}", f"    dest: /etc/kiosk/{r}-{k}.conf"]
            if rnd.random() < 0.6:
                body.append("    mode: '0644'")
        elif kind in ("command", "shell"):
            body = [f"  {mod}: /usr/local/bin/kiosk-ctl {r} --apply --profile store-default --timeout 30 --retries 3 --log /var/log/kiosk/{r}.log"]
            if rnd.random() < 0.3:
                body.append("  changed_when: false")
        elif kind == "service":
            body = [f"  {mod}:", f"    name: kiosk-{r.replace('_', '-')}", "    state: started", f"    enabled: {rnd.choice(['yes', 'true'])}"]
        elif kind == "file":
            body = [f"  {mod}:", f"    path: /var/lib/kiosk/{r}", "    state: directory"]
        else:
            body = [f"  {mod}:", "    path: /etc/kiosk/kiosk.ini", f"    regexp: '^{r}_enabled='", f"    line: '{r}_enabled=1'"]
        if name == "-":
            T.append("- " + body[0].strip())
            T += body[1:]
        else:
            T.append(name)
            T += body
        if r == "payment_terminal" and k == 2:
            T += ["- name: Render terminal pairing config", "  ansible.builtin.template:", "    src: zvt.conf.j2",
                  "    dest: /etc/kiosk/zvt.conf", "    mode: '0600'",
                  "- name: Own the ZVT spool directory", "  ansible.builtin.file:", "    path: /var/spool/kiosk/zvt",
                  "    state: directory", "    owner: kiosk", "    mode: '0750'", "    recursive: true"]
    open(f"roles/{r}/tasks/main.yml", "w").write("\n".join(T) + "\n")
    open(f"roles/{r}/handlers/main.yml", "w").write(f"---\n- name: restart {r}\n  service: name=kiosk-{r.replace('_', '-')} state=restarted\n")
PY
