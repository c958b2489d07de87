# benchmark-ips capture for benchdelta's fixtures: the same three reports in two builds; SLOW=1 makes
# `sum with inject` do its work twice (a real 2x slowdown of one report, the other two unchanged).
require 'benchmark/ips'

ARRAY = (1..1_000).to_a
SLOW = ENV['SLOW'] == '1'

Benchmark.ips do |x|
  x.config(warmup: 1, time: 3)
  x.report('sum with inject') do
    ARRAY.inject(:+)
    ARRAY.inject(:+) if SLOW
  end
  x.report('sum with each') do
    total = 0
    ARRAY.each { |v| total += v }
    total
  end
  x.report('Array#sum, a label longer than twenty characters') { ARRAY.sum }
  x.compare!
end
