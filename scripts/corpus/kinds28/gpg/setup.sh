# A mirror of a point-of-sale firmware release (36 artifacts: firmware images per device model and
# region, SDK archives, tools; generated stand-ins), each with a detached ASCII signature made by
# the project's release key (ed25519, made here in a private GNUPGHOME, no passphrase). The
# release key was imported but never certified, so every good signature comes with gpg's
# 'WARNING: This key is not certified with a trusted signature!' block (routine noise). One image,
# pos-fw-4.8.2-t650-eu.tar.gz, was altered on the upstream mirror after signing (bytes appended):
# 'BAD signature' in the middle; the script's count at the end, exit 1. The agent runs the check.
export GNUPGHOME="$PWD/gnupg"
mkdir -p -m 700 "$GNUPGHOME" signer dist
GNUPGHOME="$PWD/signer" gpg --batch --quiet --passphrase '' --quick-gen-key 'TillPoint Release Signing <release@tillpoint.example>' ed25519 sign 2y 2>/dev/null
chmod 700 signer
GNUPGHOME="$PWD/signer" gpg --batch --quiet --export --armor >release-key.asc 2>/dev/null
gpg --batch --quiet --import release-key.asc 2>/dev/null
python3 - <<'PY'
import random
random.seed(48)
models = ["t650", "t650p", "a920", "a35", "v240m", "move5000"]
regions = ["eu", "uk", "us", "apac", "latam"]
arts = [f"pos-fw-4.8.2-{m}-{r}.tar.gz" for m in models for r in regions]
arts += ["pos-sdk-4.8.2-linux-x64.tar.gz", "pos-sdk-4.8.2-macos.zip", "pos-sdk-4.8.2-windows.zip",
         "pos-flash-tool-2.3.0.tar.gz", "pos-emulator-4.8.2.tar.gz", "pos-docs-4.8.2.zip"]
for a in arts:
    open(f"dist/{a}", "wb").write(random.randbytes(random.randint(2000, 20000)))
PY
for f in dist/*; do GNUPGHOME="$PWD/signer" gpg --batch --quiet --armor --detach-sign "$f" 2>/dev/null; done
printf 'payload-update-v2\n' >>dist/pos-fw-4.8.2-t650-eu.tar.gz
rm -rf signer
