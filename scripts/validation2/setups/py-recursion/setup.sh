cat >resolve.py <<'P'
"""Resolve category parents for the catalogue export."""
PARENTS = {f"cat-{i}": f"cat-{i - 1}" for i in range(2, 400)}
PARENTS["cat-1"] = None
PARENTS["cat-233"] = "cat-240"   # a cycle introduced by the last import

def depth(cat):
    parent = PARENTS[cat]
    return 0 if parent is None else 1 + depth(parent)

for i in range(1, 400):
    print(f"cat-{i}: depth {depth(f'cat-{i}')}")
P
