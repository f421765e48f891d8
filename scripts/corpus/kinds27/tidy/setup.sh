# A billing service's legacy HTML e-mail templates (48: invoices, reminders, receipts, dunning
# letters... in 4 languages), table layouts full of what HTML5 dropped: <font>, <center>,
# bgcolor/cellpadding/align attributes, images without alt, unescaped & in tracking links, empty
# paragraphs. tidy reports warnings for every file; one template (the Dutch credit note) has the
# table footer misspelled <tfooter>, the only error. The agent runs tidy -e (report only) over all.
mkdir -p templates
python3 - <<'PY'
import random
random.seed(2027)
kinds = ["invoice", "reminder", "receipt", "dunning-1", "dunning-2", "credit-note",
         "payment-failed", "refund", "statement", "welcome", "plan-change", "card-expiring"]
langs = ["en", "de", "fr", "nl"]
for kind in kinds:
    for lang in langs:
        r = random.Random(f"{kind}-{lang}")
        rows = r.randint(3, 7)
        out = ['<!DOCTYPE html>', f'<html lang="{lang}">', '<head>', '<meta charset="utf-8">',
               f'<title>Acme Billing - {kind}</title>', '</head>', '<body bgcolor="#f4f4f4">',
               '<center>', '<table width="600" cellpadding="0" cellspacing="0" border="0" align="center">',
               '<tr><td><img src="https://cdn.acme.test/mail/logo.png" width="120" height="40"></td></tr>',
               f'<tr><td><font face="Arial" size="2" color="#333333">{{{{customer.name}}}}, {kind.replace("-", " ")} {{{{document.number}}}}</font></td></tr>']
        if r.random() < 0.6:
            out.append('<tr><td><p></p></td></tr>')
        out.append('<tr><td><table width="100%" cellpadding="4">')
        out.append('<thead><tr><th align="left">Item</th><th align="right">Amount</th></tr></thead>')
        out.append('<tbody>')
        for i in range(rows):
            out.append(f'<tr><td>{{{{line{i}.description}}}}&nbsp</td><td align="right">{{{{line{i}.amount}}}}</td></tr>')
        out.append('</tbody>')
        foot = "tfooter" if (kind, lang) == ("credit-note", "nl") else "tfoot"
        out.append(f'<{foot}><tr><td><b>Total</b></td><td align="right"><b>{{{{document.total}}}}</b></td></tr></{foot}>')
        out.append('</table></td></tr>')
        if r.random() < 0.7:
            out.append(f'<tr><td><a href="https://billing.acme.test/d/{{{{document.id}}}}?utm_source=mail&utm_campaign={kind}" target=_blank>View online</a></td></tr>')
        if r.random() < 0.5:
            out.append('<tr><td><img src="https://cdn.acme.test/mail/pay-button.png" border="0"></td></tr>')
        if r.random() < 0.4:
            out.append('<tr><td><font size="1" color="#999999">Acme GmbH &middot; Hafenstrasse 12 &middot; Hamburg</td></tr>')
        else:
            out.append('<tr><td><font size="1" color="#999999">Acme GmbH &middot; Hafenstrasse 12 &middot; Hamburg</font></td></tr>')
        out += ['</table>', '</center>', '</body>', '</html>']
        open(f"templates/{kind}.{lang}.html", "w").write("\n".join(out) + "\n")
PY
