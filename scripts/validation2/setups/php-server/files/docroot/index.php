<?php
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
if ($path === '/health') { echo "ok\n"; return; }
if (str_starts_with($path, '/orders/')) {
    $id = (int) substr($path, 8);
    if ($id % 37 === 0) { http_response_code(404); echo "no such order\n"; return; }
    echo json_encode(['id' => $id, 'total' => $id * 100]), "\n"; return;
}
if ($path === '/export') {
    $rows = [];
    for ($i = 0; $i < 20; $i++) { $rows[] = ['id' => $i, 'total' => $i * 10]; }
    $rows[7] = null;
    foreach ($rows as $r) { echo format_row($r); }
    return;
}
function format_row(array $row): string { return $row['id'] . ',' . $row['total'] . "\n"; }
http_response_code(404);
echo "not found\n";
