# Ruby's Benchmark (standard library) capture for benchdelta's fixtures: bm and bmbm over the same work.
require 'benchmark'

ARRAY = (1..200_000).map { |i| (i * 2_654_435_761) % 1_000_003 }

Benchmark.bm(10) do |x|
  x.report('sort:') { 5.times { ARRAY.sort } }
  x.report('sort_by:') { 5.times { ARRAY.sort_by { |v| v } } }
  x.report('max:') { 50.times { ARRAY.max } }
end

Benchmark.bmbm do |x|
  x.report('sort') { 5.times { ARRAY.sort } }
  x.report('sort_by') { 5.times { ARRAY.sort_by { |v| v } } }
end
