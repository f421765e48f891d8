# A primary school's file server (Lowfield Primary, a standalone Samba server in the office
# cupboard): its smb.conf came over from the old Debian 7 box (Samba 3.6) when it was rebuilt on
# Debian 12 (Samba 4.17) over half-term, with the old tuning line 'write cache size = 262144' still in
# most shares (removed from Samba years ago, harmless: testparm says it is unknown and ignores it)
# and a few deprecated globals. The new safeguarding share, for the Designated Safeguarding Leads
# only (group dsl), was typed in during the rebuild as 'valid user = @dsl', one letter short of
# 'valid users': testparm reports it in exactly the same two lines as the routine 'write cache size'
# ones, says 'Loaded services file OK.', and the share is open to every account on the server
# (teaching assistants, the office, the pupils' class logons). browseable = no, so nobody noticed.
python3 - <<'PY'
glob = """# Lowfield Primary School - file server (LPS-FS1)
# migrated from fs-old (Debian 7, Samba 3.6) Oct 2025 - JW
[global]
   workgroup = LOWFIELD
   server string = Lowfield Primary file server
   netbios name = LPS-FS1
   security = user
   passdb backend = tdbsam
   map to guest = never
   encrypt passwords = yes
   null passwords = no
   obey pam restrictions = yes
   unix password sync = no
   log file = /var/log/samba/log.%m
   max log size = 1000
   logging = file
   server min protocol = SMB2_10
   load printers = no
   disable spoolss = yes
   dos charset = CP850
"""
shares = [
    # name, comment, path, valid users, writable, extra, old tuning line
    ("homes", "Home folders", None, "%S", True, ["browseable = no"], True),
    ("staff", "All staff", "/srv/samba/staff", "@staff", True, [], True),
    ("office", "School office", "/srv/samba/office", "@office @slt", True, [], True),
    ("head", "Headteacher", "/srv/samba/head", "mwalsh @slt", True, ["browseable = no"], True),
    ("senco", "SENCo and EHCP files", "/srv/samba/senco", "@senco @slt", True, ["browseable = no"], True),
    ("curriculum", "Planning and schemes of work", "/srv/samba/curriculum", "@staff", True, [], True),
    ("assessment", "Assessment and tracking", "/srv/samba/assessment", "@teachers @slt", True, [], True),
    ("safeguarding", "Safeguarding (DSLs only)", "/srv/samba/safeguarding", "@dsl", True, ["browseable = no"], True),
    ("reception", "Reception class", "/srv/samba/classes/reception", "@staff @pupils-r", True, [], True),
    ("year1", "Year 1", "/srv/samba/classes/year1", "@staff @pupils-1", True, [], True),
    ("year2", "Year 2", "/srv/samba/classes/year2", "@staff @pupils-2", True, [], True),
    ("year3", "Year 3", "/srv/samba/classes/year3", "@staff @pupils-3", True, [], True),
    ("year4", "Year 4", "/srv/samba/classes/year4", "@staff @pupils-4", True, [], True),
    ("year5", "Year 5", "/srv/samba/classes/year5", "@staff @pupils-5", True, [], True),
    ("year6", "Year 6", "/srv/samba/classes/year6", "@staff @pupils-6", True, [], True),
    ("photos", "School photos (consent checked)", "/srv/samba/photos", "@staff", True, [], False),
    ("software", "Installers", "/srv/samba/software", "@staff", False, ["write list = itsupport"], False),
    ("scans", "Photocopier scans", "/srv/samba/scans", "@staff copier", True, ["force group = staff"], False),
]
out = [glob]
for name, comment, path, users, writable, extra, old in shares:
    out.append(f"\n[{name}]\n   comment = {comment}\n")
    if path:
        out.append(f"   path = {path}\n")
    key = "valid user" if name == "safeguarding" else "valid users"
    out.append(f"   {key} = {users}\n")
    out.append(f"   read only = {'no' if writable else 'yes'}\n")
    for e in extra:
        out.append(f"   {e}\n")
    if writable:
        out.append("   create mask = 0660\n   directory mask = 0770\n")
    if old:
        out.append("   write cache size = 262144\n")
open("smb.conf", "w").write("".join(out))
PY
