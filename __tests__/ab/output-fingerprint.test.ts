// The environment each harness's real output carries (the corpus in __fixtures__/real-runs/).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fingerprintDifferences, outputFingerprint } from '../../src/ab/output-fingerprint.js';

const fixture = (p: string) => {
  const bytes = readFileSync(new URL(`../../__fixtures__/real-runs/${p}`, import.meta.url));
  return (p.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
};

describe('outputFingerprint', () => {
  it("reads go's header lines", () => {
    expect(outputFingerprint(fixture('go/base-01.txt'))).toEqual({
      goos: 'linux',
      goarch: 'amd64',
      cpu: 'Intel(R) Xeon(R) Processor',
    });
  });

  it("reads Google Benchmark's context", () => {
    expect(outputFingerprint(fixture('google-benchmark/base-01.json'))).toEqual({
      'context.host_name': 'vm',
      'context.num_cpus': '2',
      'context.mhz_per_cpu': '2600',
      'context.library_build_type': 'debug',
    });
  });

  it("reads pytest-benchmark's machine_info and version", () => {
    const fp = outputFingerprint(fixture('pytest-benchmark/base-01.json.gz'));
    expect(fp['machine_info.python_version']).toBe('3.11.2');
    expect(fp['machine_info.python_implementation']).toBe('CPython');
    expect(fp.version).toBe('3.2.2');
    expect(fp['machine_info.cpu.brand']).toBe('Intel(R) Xeon(R) Processor'); // py-cpuinfo before 8 says brand, later brand_raw
  });

  it('finds nothing in hyperfine JSON, which carries no environment', () => {
    expect(outputFingerprint(fixture('hyperfine/base-01.json'))).toEqual({});
  });

  it('names the fields two fingerprints disagree on, ignoring fields only one has', () => {
    expect(fingerprintDifferences({ cpu: 'A', goos: 'linux' }, { cpu: 'B', goarch: 'amd64' })).toEqual([
      'cpu: A ≠ B',
    ]);
  });
});
