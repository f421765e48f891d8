# A Ruby gem's lib of 40 files written without a style guide: string quotes, frozen-string
# comments, missing documentation, long lines, unused arguments (conventions and warnings);
# lib/billing/proration_29.rb has an unterminated block (a syntax error).
local i
mkdir -p lib/billing
printf 'AllCops:\n  NewCops: disable\n  TargetRubyVersion: 3.1\n' >.rubocop.yml
for i in $(seq -w 1 40); do
  {
    printf 'module Billing\n  class Proration%s\n' "$i"
    printf '    def initialize(plan, days, options = {})\n      @plan = plan\n      @days = days\n    end\n\n'
    printf '    def amount(start_day, end_day, calendar)\n'
    printf '      used = end_day - start_day\n'
    printf '      label = "proration for plan #{@plan} over #{@days} days, used #{used} days, from day #{start_day} to day #{end_day}"\n'
    printf '      return 0 if used == 0\n'
    if [[ $i == 29 ]]; then
      printf '      [1, 2, 3].each do |k|\n        used += k\n'
    fi
    printf '      (@plan.to_f * used / @days).round(2)\n    end\n  end\nend\n'
  } >"lib/billing/proration_$i.rb"
done
