# A point-of-sale till application translated into 44 languages, three gettext domains each
# (till: the UI, receipts: the printed receipt, errors: card-terminal messages), generated: 132
# catalogs with their share of fuzzy and untranslated entries; some community catalogs lack
# header fields (msgfmt -c warns). In the Brazilian Portuguese receipts catalog, one c-format
# entry swaps %d for %s ("%s itens"): msgfmt reports the format mismatch at its line and 'found 1
# fatal error', no .mo for that one, and the build script goes on. The agent runs the locale build.
python3 - <<'PY'
import os, random
random.seed(44)
langs = ["ar", "bg", "ca", "cs", "da", "de", "de_CH", "el", "en_GB", "es", "es_MX", "et", "eu", "fi", "fr",
         "fr_CA", "ga", "gl", "he", "hr", "hu", "id", "is", "it", "ja", "ko", "lt", "lv", "mt", "nb", "nl",
         "pl", "pt", "pt_BR", "ro", "ru", "sk", "sl", "sr", "sv", "th", "tr", "uk", "zh_CN"]
msgs = {
  "till": [("Open drawer", None), ("Close shift", None), ("Cash in drawer: %s", "c"), ("Void line %d?", "c"),
           ("Discount", None), ("Manager approval required", None), ("%d items in basket", "c"), ("Print X report", None),
           ("Print Z report", None), ("Scan item or enter PLU", None), ("Quantity", None), ("Price override", None),
           ("Customer display", None), ("Sign in", None), ("Sign out", None), ("Shift %d of %s", "c"), ("Tender", None),
           ("Change due: %s", "c"), ("Gift card balance: %s", "c"), ("Refund", None), ("Exchange", None), ("Layaway", None),
           ("Loyalty points: %d", "c"), ("Age check required", None), ("Weigh item", None), ("Tare", None)],
  "receipts": [("Receipt", None), ("Subtotal", None), ("VAT %d%%", "c"), ("Total", None), ("Paid by card", None),
               ("Paid in cash", None), ("Change", None), ("%d items", "c"), ("Thank you for your visit", None),
               ("Returns accepted within %d days", "c"), ("Cashier: %s", "c"), ("Till %d", "c"), ("Receipt no. %s", "c"),
               ("Card ending %s", "c"), ("Authorisation code %s", "c"), ("Tax number", None), ("Opening hours", None)],
  "errors": [("Card declined", None), ("Card reader not connected", None), ("Contactless limit exceeded", None),
             ("Insert card", None), ("PIN blocked", None), ("Terminal timeout after %d seconds", "c"), ("Try again", None),
             ("Printer out of paper", None), ("Drawer open", None), ("Offline mode: %d transactions queued", "c"),
             ("Amount exceeds limit of %s", "c"), ("Scale not calibrated", None), ("Barcode not found: %s", "c")],
}
def tr(lang, s):
    return f"[{lang}] {s}"
for domain, ms in msgs.items():
    os.makedirs(f"po/{domain}", exist_ok=True)
    for lang in langs:
        r = random.Random(f"{domain}/{lang}")
        community = r.random() < 0.15
        h = ['msgid ""', 'msgstr ""', f'"Project-Id-Version: till 5.2\\n"']
        if not community:
            h += ['"Report-Msgid-Bugs-To: i18n@till.example\\n"', '"PO-Revision-Date: 2024-05-02 10:00+0000\\n"',
                  f'"Last-Translator: Translation team <{lang}@l10n.till.example>\\n"', f'"Language-Team: {lang}\\n"']
        h += [f'"Language: {lang}\\n"', '"MIME-Version: 1.0\\n"', '"Content-Type: text/plain; charset=UTF-8\\n"',
              '"Content-Transfer-Encoding: 8bit\\n"']
        L = h + [""]
        for n, (m, flag) in enumerate(ms):
            L.append(f"#: src/{domain}/{m.split()[0].lower().strip('%')}.c:{10 + n * 7}")
            roll = r.random()
            flags = []
            if flag:
                flags.append("c-format")
            if roll < 0.06:
                flags.append("fuzzy")
            if flags:
                L.append("#, " + ", ".join(flags))
            L.append(f'msgid "{m}"')
            if roll > 0.94:
                L.append('msgstr ""')
            else:
                t = tr(lang, m)
                if domain == "receipts" and lang == "pt_BR" and m == "%d items":
                    t = "%s itens"
                L.append(f'msgstr "{t}"')
            L.append("")
        open(f"po/{domain}/{lang}.po", "w").write("\n".join(L))
PY
