# A shop database: customers, orders, order_lines (indexed on order_id but not on sku), products;
# the nightly report script runs 24 queries with the query planner's plan shown (.eqp on).
python3 - <<'PY'
import random, sqlite3
random.seed(7)
db = sqlite3.connect("shop.db")
db.executescript("""
create table customers (id integer primary key, name text, region text);
create table products (sku text primary key, title text, price_cents integer);
create table orders (id integer primary key, customer_id integer references customers, placed_at text, status text);
create table order_lines (id integer primary key, order_id integer references orders, sku text, qty integer);
create index orders_customer on orders(customer_id);
create index orders_placed on orders(placed_at);
create index customers_region on customers(region);
create index order_lines_order on order_lines(order_id);
""")
regions = ["north", "south", "east", "west", "central"]
db.executemany("insert into customers values (?,?,?)", [(i, "customer %d" % i, regions[i % 5]) for i in range(1, 2001)])
db.executemany("insert into products values (?,?,?)", [("SKU-%04d" % i, "product %d" % i, 199 + i * 7 % 5000) for i in range(1, 801)])
db.executemany("insert into orders values (?,?,?,?)", [(i, random.randint(1, 2000), "2026-11-%02d" % (i % 30 + 1), "shipped" if i % 11 else "open") for i in range(1, 20001)])
db.executemany("insert into order_lines values (?,?,?,?)", [(i, i // 3 + 1, "SKU-%04d" % random.randint(1, 800), random.randint(1, 5)) for i in range(1, 60001)])
db.commit()
PY
{
  echo ".eqp on"
  echo ".headers on"
  echo ".timer on"
  for r in north south east west central; do
    echo "SELECT c.id, c.name, count(o.id) AS orders FROM customers c JOIN orders o ON o.customer_id = c.id WHERE c.region = '$r' GROUP BY c.id ORDER BY orders DESC LIMIT 70;"
  done
  for d in 03 07 11 14 18 21 25 28; do
    echo "SELECT o.id, o.customer_id, o.status, sum(l.qty) AS items FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.placed_at = '2026-11-$d' AND o.status = 'open' GROUP BY o.id LIMIT 60;"
  done
  echo "SELECT l.sku, p.title, sum(l.qty) AS sold FROM order_lines l JOIN products p ON p.sku = l.sku WHERE l.sku IN ('SKU-0042', 'SKU-0117', 'SKU-0388') GROUP BY l.sku ORDER BY sold DESC;"
  for c in 17 256 731 1024 1499 1800 1999; do
    echo "SELECT o.id, o.placed_at, o.status, count(l.id) AS lines FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.customer_id = $c GROUP BY o.id ORDER BY o.placed_at;"
  done
  echo "SELECT p.sku, p.title, p.price_cents FROM products p WHERE p.price_cents > 4900 ORDER BY p.price_cents DESC LIMIT 20;"
  echo "SELECT status, count(*) FROM orders GROUP BY status;"
  echo "SELECT count(*) AS lines, sum(qty) AS items FROM order_lines;"
} >nightly-report.sql
