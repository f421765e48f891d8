\set dock random(1, 240)
\set bikes random(0, 18)
UPDATE dock_status SET bikes = :bikes, seen = now() WHERE dock = :dock;
SELECT dock, bikes, seen FROM dock_status WHERE dock = :dock;
