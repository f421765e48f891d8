# Acceptance tests of a shipping quote service with cucumber-js: one feature per zone (9), each a
# Scenario Outline over 10 parcel weights, expectations computed from the 2024 tariff (the island
# zone 5 pays a handling fee only above 20 kg); the code also charges it at exactly 20 kg, so its
# 20 kg example fails. Run with the message formatter: one JSON message (NDJSON) a line.
npm install --no-audit --no-fund --silent >/dev/null 2>&1
bands=(2:450 5:690 10:990 20:1490 40:2290)
for z in $(seq 1 9); do
  {
    echo "Feature: Shipping quotes for zone $z"
    echo
    echo "  Scenario Outline: a <kg> kg parcel to zone $z"
    echo "    Given a parcel of <kg> kg"
    echo "    And the destination zone $z"
    echo "    When the shop asks for a quote"
    echo "    Then the quote is <cents> cents"
    echo
    echo "    Examples:"
    echo "      | kg | cents |"
    for kg in 1 3 5 8 10 15 20 30 40 50; do
      c=3490
      for b in "${bands[@]}"; do if (( kg <= ${b%%:*} )); then c=${b##*:}; break; fi; done
      c=$(( c + z * 50 ))
      (( z == 5 && kg > 20 )) && c=$(( c + 300 ))
      printf '      | %2d | %5d |\n' "$kg" "$c"
    done
  } >features/zone$(printf %02d "$z").feature
done
