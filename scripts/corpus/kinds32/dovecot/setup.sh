# The mail server of a small architecture practice: Dovecot 2.3 (Debian) with a private
# configuration in the case's dir (imap only, plaintext on 127.0.0.1, passwd-file users, Maildir
# homes under mail/ owned by nobody, logs to stderr with auth_verbose). Twelve staff mailboxes with
# a few messages each; one, j.okonkwo's, was restored from last night's backup as root and kept
# root's owner and mode 0700.
mkdir -p run state mail
python3 - <<'PY'
import os, random
random.seed(8080)
staff = ["a.lindgren", "b.farouk", "c.mcallister", "d.sorensen", "e.valdivia", "f.nkemelu", "g.petrakis",
         "h.iwasaki", "i.delacroix", "j.okonkwo", "k.brandt", "l.moreau"]
with open("users", "w") as f:
    for u in staff:
        f.write(f"{u}:{{PLAIN}}{u.split('.')[1][:4]}-{random.randint(1000, 9999)}::::::\n")
subjects = ["Planning drawings rev C", "Site visit Thursday", "Fee proposal - library extension",
            "Structural comments", "Client minutes", "Section 106 query", "Window schedule", "Invoice 2291"]
for u in staff:
    for d in ("cur", "new", "tmp"):
        os.makedirs(f"mail/{u}/Maildir/{d}", exist_ok=True)
    for i in range(random.randint(3, 8)):
        s = random.choice(subjects)
        body = f"From: studio@example.org\nTo: {u}@example.org\nSubject: {s}\nDate: Mon, 8 Jul 2024 09:{i:02d}:00 +0100\nMessage-ID: <{u}.{i}@example.org>\n\nPlease see attached.\n"
        open(f"mail/{u}/Maildir/cur/17204{i:05d}.M{i}P1.studio:2,S", "w").write(body)
PY
chown -R nobody:nogroup mail
chown -R root:root mail/j.okonkwo/Maildir
chmod 0700 mail/j.okonkwo/Maildir
