# A storefront's 29 stylesheets under a stylelint 16 config whose style rules are warnings
# (color-function-notation, alpha-value-notation, length-zero-no-unit) and whose correctness rules
# are errors; the 20th file, src/components/promo-banner.css, declares font-family without a
# generic family (font-family-no-missing-generic-family-keyword), the one error. JSON formatter.
printf '{"name":"storefront-styles","version":"1.0.0","private":true}\n' > package.json
npm install --no-audit --no-fund --silent stylelint@16.10.0 >/dev/null 2>&1
cat > .stylelintrc.json <<'JSON'
{
  "rules": {
    "color-function-notation": ["modern", {"severity": "warning"}],
    "alpha-value-notation": ["percentage", {"severity": "warning"}],
    "length-zero-no-unit": [true, {"severity": "warning"}],
    "font-family-no-missing-generic-family-keyword": true,
    "property-no-unknown": true,
    "block-no-empty": true
  }
}
JSON
mkdir -p src/components
names=(header footer nav cart checkout product-card product-grid search filters breadcrumbs modal toast tabs accordion pagination rating price badge avatar tooltip carousel promo-banner newsletter account orders wishlist reviews sizes stores)
for n in "${names[@]}"; do
  {
    for k in 1 2 3 4; do
      echo ".$n-$k {"
      echo "  margin: 0px;"
      echo "  color: rgba(20, 20, 20, 0.8);"
      echo "  background: rgb(250, 250, 250);"
      echo "  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.15);"
      echo "}"
    done
    if [[ $n == promo-banner ]]; then
      echo ".$n-title {"
      echo "  font-family: \"Playfair Display\";"
      echo "  font-size: 2rem;"
      echo "}"
    fi
  } > "src/components/$n.css"
done
