# A storefront theme of 36 page stylesheets on older Sass idioms (@import, global colour functions,
# slash division), so every page draws deprecation warnings; the checkout page uses a misspelt
# variable. Dart Sass compiles the directory (many-to-many: it goes on after a failing file).
npm install --no-audit --no-fund --silent >/dev/null 2>&1
mkdir -p src/pages src/partials
cat >src/partials/_variables.scss <<'S'
$brand-primary: #1f6feb;
$brand-accent: #d97706;
$gutter: 24px;
$radius: 6px;
$font-stack: "Inter", "Helvetica Neue", Arial, sans-serif;
S
cat >src/partials/_mixins.scss <<'S'
@mixin card($pad) {
  padding: $pad / 2 $pad;
  border-radius: $radius;
  background: lighten($brand-primary, 45%);
}
S
for p in home catalog category product search cart wishlist account orders order-detail addresses payment-methods \
         login register reset-password help faq contact about careers press blog blog-post stores store-detail \
         gift-cards returns shipping privacy terms cookies sitemap compare reviews checkout confirmation; do
  {
    echo '@import "../partials/variables";'
    echo '@import "../partials/mixins";'
    echo
    echo ".page-$p {"
    echo '  font-family: $font-stack;'
    echo '  margin: 0 auto;'
    echo '  max-width: 1200px - $gutter * 2;'
    echo '  .panel { @include card($gutter); }'
    echo '  .title { color: darken($brand-primary, 10%); margin-bottom: $gutter / 3; }'
    if [[ $p == checkout ]]; then
      echo '  .pay-button { background: $brand-primay; color: #fff; }'
    fi
    echo '  .badge { background: $brand-accent; border-radius: $radius / 2; }'
    echo '}'
  } >src/pages/$p.scss
done
