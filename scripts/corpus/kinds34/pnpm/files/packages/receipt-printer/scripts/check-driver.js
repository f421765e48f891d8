// The till's receipt printer is driven through the vendor's ESC/POS library; fail the install
// early on a machine that lacks it rather than at the first sale.
const fs = require('fs');
const lib = process.env.ESCPOS_LIB || '/opt/epson/escpos/lib/libescpos.so.2';
console.log(`receipt-printer: looking for the ESC/POS driver at ${lib}`);
if (!fs.existsSync(lib)) {
  console.error(`receipt-printer: ESC/POS driver not found at ${lib}`);
  console.error("receipt-printer: install the till image's printer package or set ESCPOS_LIB");
  process.exit(1);
}
