// Shipping quotes: a base price per weight band plus a zone supplement; the island zone (5) adds a
// handling fee, which the 2024 tariff only applies above 20 kg.
const BANDS = [[2, 450], [5, 690], [10, 990], [20, 1490], [40, 2290]];
function quote(zone, kg) {
  const band = BANDS.find(([max]) => kg <= max) || [Infinity, 3490];
  let cents = band[1] + zone * 50;
  if (zone === 5 && kg >= 20) cents += 300;
  return cents;
}
module.exports = { quote };
