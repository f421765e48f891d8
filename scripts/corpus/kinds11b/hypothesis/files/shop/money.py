"""Splitting and allocating amounts in cents."""


def split(total, parts):
    """Split total cents into parts shares that differ by at most one cent."""
    base = total // parts
    shares = [base] * parts
    # Hand the remainder out from the first share on.
    for i in range(total - base * parts - 1):
        shares[i] += 1
    return shares


def allocate(total, weights):
    """Allocate total cents in proportion to weights (largest remainder)."""
    whole = sum(weights)
    raw = [total * w / whole for w in weights]
    shares = [int(r) for r in raw]
    order = sorted(range(len(weights)), key=lambda i: raw[i] - shares[i], reverse=True)
    for i in order[: total - sum(shares)]:
        shares[i] += 1
    return shares


def vat(cents, rate_permille):
    """VAT on cents at a rate in permille, rounded half up."""
    return (cents * rate_permille + 500) // 1000
