from decimal import Decimal
import pytest
from rates import quote, ZONES, LADDER

CASES = [(c, kg) for c in ZONES for kg in ("0.1", "0.4", "1", "1.9", "3", "4.9", "7", "9.9", "12", "20", "30")]
# a parcel of exactly a ladder limit, from the ticket that reported Spain's 2 kg parcels
CASES.insert(CASES.index(("ES", "3")), ("ES", "2"))


def expected(country, kg):
    zone = ZONES[country]
    for limit, base in LADDER:
        # the ladder's limits are inclusive: a parcel of exactly the limit pays that step
        if kg <= limit:
            return (base * (1 + Decimal(zone - 1) / 10)).quantize(Decimal("0.01"))
    raise AssertionError


@pytest.mark.parametrize("country,kg", CASES)
def test_quote_matches_ladder(country, kg):
    kg = Decimal(kg)
    got = quote(country, kg)
    print(f"quote country={country} kg={kg} zone={ZONES[country]} -> {got} EUR")
    assert got == expected(country, kg)


def test_heavy_parcel_refused():
    with pytest.raises(ValueError):
        quote("DE", Decimal("40"))
