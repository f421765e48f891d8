import logging, unittest
log = logging.getLogger("inventory")
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")

class Stock:
    def __init__(self):
        self.levels = {}
    def receive(self, sku, n):
        self.levels[sku] = self.levels.get(sku, 0) + n
        log.info("received %d of %s, now %d", n, sku, self.levels[sku])
    def pick(self, sku, n):
        have = self.levels[sku]
        if n > have:
            raise ValueError(f"cannot pick {n} of {sku}: {have} on hand")
        self.levels[sku] = have - n
        log.info("picked %d of %s, now %d", n, sku, self.levels[sku])
        return self.levels[sku]

class ReceiveTests(unittest.TestCase):
    pass
class PickTests(unittest.TestCase):
    pass

for i in range(1, 91):
    def t(self, i=i):
        s = Stock(); s.receive(f"SKU-{4000+i}", i * 3)
        self.assertEqual(s.levels[f"SKU-{4000+i}"], i * 3)
    setattr(ReceiveTests, f"test_receive_{i:03d}", t)
for i in range(1, 91):
    def t(self, i=i):
        s = Stock(); s.receive(f"SKU-{5000+i}", 10)
        if i == 47:
            left = s.pick(f"SKU-{5000+i}", 4)
            self.assertEqual(left, 7, f"left after picking SKU-{5000+i}")
        elif i == 63:
            s.pick(f"SKU-{5000+i}", 12)
        else:
            self.assertEqual(s.pick(f"SKU-{5000+i}", i % 10), 10 - i % 10)
    setattr(PickTests, f"test_pick_{i:03d}", t)

if __name__ == "__main__":
    unittest.main(verbosity=2)
