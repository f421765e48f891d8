# A GP practice, Brookfield Surgery, filters its shared reception mailbox through SpamAssassin's spamd
# (Debian's spamassassin 4.0, local tests only, no Bayes): what it calls spam goes to the junk
# folder, which nobody reads. Monday morning's mail is patients' requests, the pathology lab, the
# community pharmacy, NHS bulletins and the usual phishing and pill spam (msgs/, one message a file,
# in the order they arrive). One is the hospital's electronic discharge summary for a patient whose
# warfarin was stopped: St Anne's eDischarge server sends multipart/alternative mail whose text part
# only says to view the HTML, and its clock runs five hours fast, so the Date header is in the future
# of the practice's Received line; the two rules add up past 5.0 and it is 'identified spam' like the
# pill spam around it. spamd's config is Debian's own (/etc/spamassassin's .pre files) plus a local.cf.
port=$(free_port)
echo "$port" > port
mkdir -p sa home
cp /etc/spamassassin/*.pre sa/
cat > sa/local.cf <<'CF'
# Brookfield Surgery: reception mailbox filter
required_score 5.0
use_bayes 0
bayes_auto_learn 0
skip_rbl_checks 1
report_safe 0
trusted_networks 10.20.0.0/16
CF
python3 - <<'PY'
import os, random, datetime as dt
random.seed(38)
os.makedirs("msgs", exist_ok=True)
day = dt.datetime(2025, 11, 10, 7, 40, 0)
def rfc(t):
    return t.strftime("%a, %d %b %Y %H:%M:%S +0000")
patients = [("Janet Whitworth", "janet.whitworth58@btinternet.com"), ("Mohammed Iqbal", "m.iqbal1987@gmail.com"),
            ("Sarah Lumb", "sarahlumb@hotmail.co.uk"), ("Peter Haigh", "peter.haigh@talktalk.net"),
            ("Aisha Begum", "aisha.begum22@gmail.com"), ("Graham Sutcliffe", "g.sutcliffe@sky.com"),
            ("Chloe Barraclough", "chloe.b.1995@outlook.com"), ("Doreen Firth", "doreen.firth@btinternet.com"),
            ("Tomasz Nowak", "tomasz.nowak@wp.pl"), ("Karen Ackroyd", "karen_ackroyd@yahoo.co.uk"),
            ("Daniel Holroyd", "dan.holroyd@gmail.com"), ("Mary O'Hara", "maryohara44@aol.com")]
patient_mail = [
    ("Repeat prescription - sertraline 50mg", "Hello,\n\nPlease could I order my repeat prescription of sertraline 50mg, 28 tablets,\nto be sent to Boots on Market Street as usual.\n\nDate of birth 14/03/1979.\n\nThank you,\n{name}\n"),
    ("Cancel appointment Tuesday", "Dear reception,\n\nI need to cancel my appointment with Dr Hussain on Tuesday at 10.20 as I have\nbeen called in to work. Could I rebook for later in the week?\n\nMany thanks\n{name}\n"),
    ("Fit note", "Hi,\n\nMy fit note runs out on Friday. Dr Clarke said to email if I was still off.\nThe physio has said another two weeks. Can one be done without an appointment?\n\n{name}\n"),
    ("Blood test results", "Good morning,\n\nI had bloods taken last Wednesday at the nurse clinic. Are the results back yet?\nI have not had a text.\n\nKind regards\n{name}\n"),
    ("Change of address", "Hello,\n\nWe have moved house. Our new address is 14 Ings Lane, Brookfield, BF4 6QT.\nThis is for me and my two children. Mobile number the same.\n\nThanks\n{name}\n"),
    ("Question about my mum's medication", "Dear Surgery,\n\nMy mother's dosette box from the pharmacy this week has a new tablet in it and\nshe is not sure what it is for. Could a doctor or the pharmacist call her?\n\n{name}\n"),
    ("Travel vaccinations", "Hello,\n\nWe are travelling to Kenya in January. Do we need any vaccinations and can we\nbook these with the practice nurse?\n\nBest wishes\n{name}\n"),
]
services = [
    ("Pathology Results Service", "pathology.results@nhs.net", "Results available: 37 new reports for Brookfield Surgery (B87041)",
     "37 new pathology reports have been filed to your practice inbox on ICE.\nUrgent (phoned) results: none.\n\nThis is an automated message from the Pathology Results Service.\n"),
    ("Ings Lane Pharmacy", "ingslane.pharmacy@nhs.net", "Prescription query - amoxicillin suspension",
     "Hi,\n\nWe have a prescription for amoxicillin 250mg/5ml for a 4 year old with a dose\nthat looks high for her weight. Could the prescriber call us on 01484 555 210?\n\nThanks, Ings Lane Pharmacy\n"),
    ("NHS England Primary Care Bulletin", "england.primarycarebulletin@nhs.net", "Primary Care Bulletin - 10 November 2025",
     "In this issue: flu and COVID-19 vaccination uptake, winter access funding,\nchanges to the GP contract reporting deadlines, and a reminder about\ncyber security training for practice staff.\n"),
    ("West Yorkshire ICB", "wyicb.primarycare@nhs.net", "Practice managers' meeting - agenda",
     "Dear colleagues,\n\nThe agenda for Thursday's practice managers' meeting is below. We will discuss\nthe enhanced access rota for December and the new referral forms.\n\nPrimary Care Team\n"),
    ("Medisupplies Direct", "orders@medisupplies-direct.co.uk", "Order confirmation MSD-448213",
     "Thank you for your order.\n\n2 x Nitrile gloves medium (box of 100)\n1 x Sharps bin 4 litre\n3 x Specimen pots\n\nDelivery expected Wednesday 12 November.\n"),
    ("Brookfield Community Physio", "bcp.admin@nhs.net", "Clinic letter - patient seen 07/11/2025",
     "Please find below the clinic letter for your patient seen in the MSK physiotherapy\nclinic on 07/11/2025. Plan: home exercises, review in 4 weeks.\n"),
]
spam = [
    ("Mailbox Admin", "admin@brookfield-surgery-mail.info", "Your mailbox storage is full - verify now",
     "Dear User,\n\nYour mailbox has exceeded its storage limit of 2GB. You will not be able to send\nor receive new messages until you verify your account. CLICK HERE to verify:\nhttp://brookfield-surgery-mail.info/owa/verify.php?id=3321\n\nFailure to verify within 24 hours will result in account suspension.\n\nMail Administrator\n"),
    ("Canadian Pharmacy", "deals@rx-discount-meds.top", "Cheap Viagra Cialis - no prescription needed",
     "Buy VIAGRA and CIALIS online at the lowest prices! No prescription needed!\nGeneric Viagra 100mg only $0.89 per pill. Discreet shipping worldwide.\nVisit our online pharmacy now: http://rx-discount-meds.top/\nSatisfaction guaranteed, 100% money back guarantee. Order now!\n"),
    ("Mr. Paul Adams", "paul.adams.claims@gmail.com", "URGENT ATTENTION: YOUR FUND OF $4.5 MILLION USD",
     "Dear Beneficiary,\n\nI am Barrister Paul Adams. I have the honour to inform you that your unclaimed\ninheritance fund of US$4,500,000.00 (Four Million Five Hundred Thousand United States\nDollars) has been approved for release. Send your full name, address, telephone\nnumber and a copy of your passport to claim your fund. This transaction is 100% risk free.\nPlease treat this as strictly confidential.\n"),
    ("SEO Experts", "rank@top-google-seo.xyz", "Get your surgery on Google page 1 GUARANTEED",
     "Hi,\n\nWe noticed your website is not ranking on the first page of Google. We GUARANTEE\nfirst page rankings within 30 days or your money back! Limited time offer, act now!\nClick here to get started: http://top-google-seo.xyz/offer\nTo unsubscribe click here.\n"),
    ("Accounts Payable", "accounts@invoice-remit-secure.com", "Overdue invoice INV-20931 - final notice",
     "Dear Customer,\n\nYour account is overdue. Please review the attached invoice and make payment\nimmediately to avoid legal action. Click here to view your invoice:\nhttp://invoice-remit-secure.com/view?inv=20931&acct=verify\nWe have tried to contact you several times. This is your final notice.\n"),
    ("Crypto Profits", "info@bitcoin-millionaire-now.biz", "Make $5,000 a day from home with Bitcoin",
     "Earn $5,000 per day working from home! Our automated Bitcoin trading system\nmakes money while you sleep. Thousands of people are already rich. Free to join,\nno experience needed, 100% guaranteed profits. Sign up now before it's too late!\nhttp://bitcoin-millionaire-now.biz/join\n"),
    ("Slim Fast Pro", "offers@lose-weight-fast.top", "Lose 20 lbs in 2 weeks - doctors hate this",
     "Lose weight fast without diet or exercise! Our clinically proven weight loss pills\nburn fat while you sleep. Lose up to 20 pounds in 2 weeks, 100% natural, no side effects.\nOrder now and get a FREE bottle! Limited time offer. Click here: http://lose-weight-fast.top/order\nTo be removed from our mailing list, click here.\n"),
    ("Luxury Replicas", "sales@swiss-replica-watch.top", "Rolex replica watches 80% off",
     "Replica Rolex, Omega and Breitling watches at 80% off retail price!\nSwiss made quality replica watches, nobody will know the difference.\nFree shipping worldwide. Visit http://swiss-replica-watch.top/ now.\n"),
    ("Fast Loans UK", "approve@quick-cash-loans.biz", "You have been pre-approved for a $25,000 loan",
     "Congratulations! You have been PRE-APPROVED for a loan of up to $25,000.\nNo credit check, bad credit OK, cash in your account within 24 hours.\nLowest interest rates guaranteed. Apply now: http://quick-cash-loans.biz/apply\nThis is a one time mailing. Click here to be removed.\n"),
    ("Euro Lottery Board", "claims.dept@euro-lotto-winners.info", "WINNING NOTIFICATION - REF EL/2025/8831",
     "Dear Winner,\n\nWe are pleased to inform you that your email address has won the sum of\nEUR 1,500,000.00 (One Million Five Hundred Thousand Euro) in our international\nemail lottery draw. To claim your prize contact our claims agent with your full name,\naddress, age, occupation and telephone number. Keep this award confidential\nuntil your claim is processed.\n"),
    ("Lucky Spin Casino", "bonus@lucky-spin-casino.top", "Your $500 FREE casino bonus is waiting",
     "Claim your $500 FREE bonus now! Play online casino games, slots and poker.\nNo deposit required. Winners are paid instantly. Click here to play: http://lucky-spin-casino.top/\nYou received this email because you opted in. To unsubscribe click here.\n"),
]
spam = [spam[i] for i in (1, 0, 2, 6, 4, 9, 7, 3, 10, 5, 8)]   # as they came in
# arrival order: p = a patient, s = a service or supplier, x = spam, D = the discharge summary
order = "xspxppsxpxsppxsxDpxpspxpsxppxspp"
seq = []
counts = {"p": 0, "s": 0, "x": 0}
for c in order:
    if c == "D":
        seq.append(("discharge",))
        continue
    kind = {"p": "patient", "s": "service", "x": "spam"}[c]
    seq.append((kind, counts[c]))
    counts[c] += 1
t = day
for n, item in enumerate(seq, 1):
    t += dt.timedelta(seconds=random.randint(40, 200))
    kind = item[0]
    mid_host = "mail.gmail.com"
    extra = ""
    body_ct = 'Content-Type: text/plain; charset="utf-8"\nContent-Transfer-Encoding: 7bit\n'
    date = t
    if kind == "patient":
        name, addr = patients[item[1] % len(patients)]
        subj, body = patient_mail[item[1] % len(patient_mail)]
        body = body.format(name=name.split()[0])
        mid = f"{random.randrange(10**11, 10**12)}.{random.randrange(10**5, 10**6)}@{addr.split('@')[1]}"
        relay = "mx." + addr.split('@')[1]
    elif kind == "service":
        name, addr, subj, body = services[item[1] % len(services)]
        mid = f"{random.randrange(10**8, 10**9)}.{n}@{addr.split('@')[1]}"
        relay = "mail.nhs.net" if addr.endswith("nhs.net") else "smtp." + addr.split('@')[1]
    elif kind == "spam":
        name, addr, subj, body = spam[item[1] % len(spam)]
        mid = f"{random.randrange(16**11, 16**12):x}@{addr.split('@')[1]}"
        relay = "smtp." + addr.split('@')[1]
    else:
        name, addr = "St Anne's Hospital eDischarge", "edischarge.stannes@nhs.net"
        subj = "Discharge summary: ELLISON, Margaret (NHS 485 777 3456)"
        mid = "edischarge-20251110-0417@stannes-hospital.nhs.uk"
        relay = "mail.nhs.net"
        date = t + dt.timedelta(hours=5)   # the eDischarge server's clock runs five hours fast
        html = ("<html><body><h2>St Anne's Hospital NHS Trust - Electronic Discharge Summary</h2>"
                "<table><tr><td>Patient</td><td>ELLISON, Margaret</td></tr><tr><td>NHS number</td><td>485 777 3456</td></tr>"
                "<tr><td>Admitted</td><td>03/11/2025</td></tr><tr><td>Discharged</td><td>09/11/2025</td></tr>"
                "<tr><td>Ward</td><td>Ward 14 (Stroke Unit)</td></tr></table>"
                "<h3>Diagnosis</h3><p>Minor ischaemic stroke; intracerebral bleed excluded on CT.</p>"
                "<h3>Medication changes - ACTION REQUIRED BY GP</h3><p><b>Warfarin STOPPED.</b> Apixaban 5mg twice daily STARTED 09/11/2025. "
                "Please cancel warfarin on the repeat template and stop INR monitoring. Please check renal function in 2 weeks.</p>"
                "<h3>Follow up</h3><p>Stroke clinic 6 weeks. TIA nurse will phone.</p>"
                "<p>Dr R. Okonkwo, Specialty Registrar, Stroke Medicine</p></body></html>\n")
        boundary = "=_eDS_7f3a91c2"
        body_ct = f'Content-Type: multipart/alternative; boundary="{boundary}"\n'
        body = (f"--{boundary}\nContent-Type: text/plain; charset=\"us-ascii\"\n\n"
                "This document requires an HTML-capable mail reader.\n\n"
                f"--{boundary}\nContent-Type: text/html; charset=\"us-ascii\"\n\n{html}\n--{boundary}--\n")
    recv = (f"Received: from {relay} ({relay} [{random.randint(20, 220)}.{random.randint(1, 250)}.{random.randint(1, 250)}.{random.randint(1, 250)}])\n"
            f"\tby mx1.brookfieldsurgery.nhs.uk (Postfix) with ESMTPS id {random.randrange(16**9, 16**10):X}\n"
            f"\tfor <reception.brookfield@nhs.net>; {rfc(t)}\n")
    msg = (f"Return-Path: <{addr}>\n{recv}From: {name} <{addr}>\nTo: Brookfield Surgery Reception <reception.brookfield@nhs.net>\n"
           f"Subject: {subj}\nDate: {rfc(date)}\nMessage-ID: <{mid}>\nMIME-Version: 1.0\n{body_ct}\n{body}")
    with open(f"msgs/{n:02d}.eml", "w") as f:
        f.write(msg)
PY
chmod o+x "$WORK" "$WORK/k38" "$PWD"
chmod -R a+rX .
chown -R nobody:nogroup home
