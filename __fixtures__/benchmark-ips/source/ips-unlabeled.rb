# benchmark-ips reports with no label (Benchmark::IPS::Job#report(label = "")), as a quick script writes them.
require 'benchmark/ips'
Benchmark.ips do |x|
  x.config(time: 1, warmup: 0.5)
  x.report { (1..100).sum }
  x.report { (1..100).reduce(:+) }
end
