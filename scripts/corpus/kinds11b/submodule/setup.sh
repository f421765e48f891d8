# A platform superproject with 36 vendored service submodules, each a repository under remotes/.
# The superproject pins svc-payments at a commit that was committed locally by a colleague and
# never pushed (it exists in no remote); every other pin is on its remote's main.
export GIT_AUTHOR_NAME="Platform CI" GIT_AUTHOR_EMAIL=ci@shop.internal GIT_COMMITTER_NAME="Platform CI" GIT_COMMITTER_EMAIL=ci@shop.internal
export GIT_AUTHOR_DATE="2026-11-30T10:00:00Z" GIT_COMMITTER_DATE="2026-11-30T10:00:00Z"
names="svc-auth svc-billing svc-cart svc-catalog svc-checkout svc-coupons svc-customers svc-delivery svc-email svc-export svc-fraud svc-gateway svc-images svc-import svc-inventory svc-invoices svc-ledger svc-loyalty svc-notify svc-orders svc-payments svc-pricing svc-profiles svc-ratings svc-recommend svc-refunds svc-reports svc-returns svc-reviews svc-search svc-sessions svc-shipping svc-sitemap svc-stock svc-tax svc-wishlist"
mkdir -p remotes
for n in $names; do
  git init -q -b main "remotes/$n"
  for c in 1 2 3; do
    echo "version = \"2.4.$c\"" >"remotes/$n/VERSION"; mkdir -p "remotes/$n/src"; echo "// $n module $c" >"remotes/$n/src/main_$c.go"
    git -C "remotes/$n" add -A; git -C "remotes/$n" commit -q -m "$n: release 2.4.$c"
  done
done
git init -q -b main platform-src
for n in $names; do git -C platform-src -c protocol.file.allow=always submodule add -q "$PWD/remotes/$n" "services/$n" 2>/dev/null; done
# The colleague's unpushed commit in svc-payments, pinned by the superproject.
echo 'settle_batch = 500' >platform-src/services/svc-payments/config.toml
git -C platform-src/services/svc-payments add config.toml
git -C platform-src/services/svc-payments commit -q -m "payments: raise settle batch to 500 (local only)"
git -C platform-src add -A; git -C platform-src commit -q -m "platform 2.4.3: bump all services"
git clone -q platform-src platform
