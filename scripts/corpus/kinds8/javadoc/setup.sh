# 60 classes in three packages with public methods and fields nobody documented (javadoc's doclint
# warns "no comment" for each, with the source line and a caret); FeeSchedule's comment uses the
# unknown tag @returns, an error.
local i n p
for p in core fees export; do mkdir -p "src/com/acme/billing/$p"; done
i=0
for n in Account Posting Journal Period Currency Rate Money Tax Invoice Payout Batch Cursor Clock Audit Ledger Entry Rule Policy Limit Statement FeeSchedule Export Import Report Reconcile Balance Hold Release Transfer Vendor Tenant Schedule Retry RefundPolicy Chargeback Dispute WriteOff CreditMemo Archive Merchant Terminal Settlement Token Wallet Charge Capture Void Webhook Signer Verifier Nonce Session Receipt Risk Score Escrow Payee Mandate Remittance Sweep; do
  i=$((i + 1))
  p=core; [[ $i -gt 20 ]] && p=fees; [[ $i -gt 40 ]] && p=export
  {
    printf 'package com.acme.billing.%s;\n\n' "$p"
    if [[ $n == FeeSchedule ]]; then
      printf '/** Fees charged per settlement. */\npublic class %s {\n    /**\n     * The fee for an amount.\n     * @param cents the amount\n     * @returns the fee in cents\n     */\n    public long fee(long cents) { return cents / 40; }\n' "$n"
    else
      printf 'public class %s {\n' "$n"
    fi
    printf '    public static final int SCALE_%d = %d;\n    public String name;\n\n    public %s(String name) { this.name = name; }\n\n' "$i" "$i" "$n"
    printf '    public long total(long cents, int percent) { return cents + cents * percent / 100; }\n\n    public String describe() { return "%s " + name; }\n}\n' "$n"
  } >"src/com/acme/billing/$p/$n.java"
done
