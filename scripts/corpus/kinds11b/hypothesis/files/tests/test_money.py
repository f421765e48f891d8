import logging

import pytest
from hypothesis import given, settings, strategies as st

from shop.money import allocate, split, vat

log = logging.getLogger("shop.tests")


@pytest.mark.parametrize("cents", range(0, 200000, 1000))
@pytest.mark.parametrize("rate", [0, 70, 190, 200])
def test_vat_table(cents, rate):
    assert vat(cents, rate) == round(cents * rate / 1000 + 1e-9)


@settings(max_examples=300, derandomize=True)
@given(st.integers(min_value=1, max_value=10**7), st.lists(st.integers(1, 50), min_size=1, max_size=8))
def test_allocate_sums_to_total(total, weights):
    assert sum(allocate(total, weights)) == total


@settings(max_examples=300, derandomize=True)
@given(st.integers(min_value=0, max_value=10**7), st.integers(min_value=1, max_value=12))
def test_split_sums_to_total(total, parts):
    shares = split(total, parts)
    assert sum(shares) == total


@settings(max_examples=300, derandomize=True)
@given(st.integers(min_value=0, max_value=10**7), st.integers(min_value=1, max_value=12))
def test_split_shares_differ_by_at_most_one_cent(total, parts):
    shares = split(total, parts)
    assert max(shares) - min(shares) <= 1


@settings(max_examples=300, derandomize=True)
@given(st.integers(min_value=0, max_value=10**6))
def test_vat_is_monotonic(cents):
    assert vat(cents + 1, 190) >= vat(cents, 190)
