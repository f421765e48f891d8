# A Ruby shipping-rates library with a spec file per service (standard, express, freight) and
# zone (6), generated from rate tables (35 examples each); zone 4's express spec also says the
# fuel surcharge is capped at 150 cents, which the code does not do.
local z i s base g net mult
mkdir -p lib spec
cat >lib/shipping.rb <<'RB'
# Shipping rates: base price per zone and service plus weight steps and a fuel surcharge.
module Shipping
  BASE = { 1 => 450, 2 => 520, 3 => 610, 4 => 720, 5 => 880, 6 => 990 }.freeze
  SERVICE = { standard: 1, express: 2, freight: 3 }.freeze

  def self.price(zone, grams, service = :standard)
    BASE.fetch(zone) * SERVICE.fetch(service) + (grams / 500) * 90
  end

  def self.with_fuel(zone, grams, percent, service = :standard)
    net = price(zone, grams, service)
    net + (net * percent + 50) / 100
  end
end
RB
local bases=(0 450 520 610 720 880 990)
for s in standard express freight; do
  case $s in standard) mult=1 ;; express) mult=2 ;; freight) mult=3 ;; esac
  for z in 1 2 3 4 5 6; do
    base=$((bases[z] * mult))
    {
      printf "require_relative '../lib/shipping'\n\nRSpec.describe Shipping, '%s to zone %s' do\n" "$s" "$z"
      printf "  describe '.price' do\n"
      for i in $(seq 0 29); do
        printf "    it 'prices %d g' do\n      expect(Shipping.price(%d, %d, :%s)).to eq(%d)\n    end\n" "$((i * 250))" "$z" "$((i * 250))" "$s" "$((base + (i * 250 / 500) * 90))"
      done
      printf "  end\n\n  describe '.with_fuel' do\n"
      for i in 1 2 3 4 5; do
        g=$((i * 1000 + 700))
        net=$((base + (g / 500) * 90))
        printf "    it 'adds 8%% fuel to %d g' do\n      expect(Shipping.with_fuel(%d, %d, 8, :%s)).to eq(%d)\n    end\n" "$g" "$z" "$g" "$s" "$((net + (net * 8 + 50) / 100))"
      done
      if [[ $z == 4 && $s == express ]]; then
        printf "\n    it 'caps the fuel surcharge at 150 cents' do\n      expect(Shipping.with_fuel(4, 9700, 12, :express)).to eq(3300)\n    end\n"
      fi
      printf "  end\nend\n"
    } >"spec/${s}_zone_${z}_spec.rb"
  done
done
